/**
 * Every local stand-in, in start order; each port must match its URL in wrangler.toml [vars] (content 8801,
 * search 8802, video 8803, investor 8804, survey 8805, forms 8806, identity 8807, recaptcha 8808, CMS asset
 * host 8809, sales platform 8810, CMS studio 8811). Adding one is one file exporting a ServiceDefinition plus one line here.
 */
import assets from './assets.mjs';
import cmsStudio from './cms-studio.mjs';
import forms from './forms.mjs';
import identity from './identity.mjs';
import investor from './investor.mjs';
import recaptcha from './recaptcha.mjs';
import sales from './sales.mjs';
import video from './video.mjs';

/** @type {import('./server.mjs').ServiceDefinition[]} */
export const SERVICES = [video, forms, identity, recaptcha, investor, sales, assets, cmsStudio];
SERVICES.push((await import('./content/index.mjs')).default); // content 8801: GraphQL over kv-seed/content
SERVICES.push((await import('./search/index.mjs')).default); // search 8802: full-text index over the articles
SERVICES.push((await import('./survey/index.mjs')).default); // survey 8805: Data Lab GraphQL over kv-seed/datasets/survey.json
