// The publishes of the simulation, as an editor makes them in the content stand-in, each followed by its signed
// publish webhook: an author shown on many pages (the one with the most articles in the content seed) renamed,
// and a new article (a draft of the seed) published into a category.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { devVar } from '../lib/dev-vars.mjs';
import { root } from '../lib/wrangler.mjs';

import { importWorkerModule } from './worker-module.mjs';

const seed = async (file) => JSON.parse(await readFile(path.join(root, 'kv-seed/content', file), 'utf8'));

/** The author with the most articles, and the sitemap URLs among `urls` that show them (theirs, their articles). */
export async function mostWrittenAuthor(urls) {
  const [authors, articles] = await Promise.all([seed('authors.json'), seed('articles.json')]);
  const written = new Map();
  for (const article of articles)
    for (const id of article.fields?.authors ?? []) written.set(id, [...(written.get(id) ?? []), article]);
  const count = (author) => written.get(author.id)?.length ?? 0;
  const author = authors.reduce((a, b) => (count(b) > count(a) ? b : a));
  const slugs = new Set(
    (written.get(author.id) ?? []).flatMap((a) => Object.values(a.localizations ?? {}).map((l) => l.slug)),
  );
  const shownOn = urls.filter(
    (url) =>
      url.includes(`/author/${author.fields.slug}`) ||
      slugs.has(new URL(url).pathname.split('/').pop() ?? ''),
  );
  return { id: author.id, name: author.fields.name, shownOn };
}

/** Sends the signed publish webhook of entry `id` to location 0 (Host `host`); its answer and when it was sent. */
async function sendPublishWebhook({ locations, host, typename, id }) {
  const { signHygraphWebhook } = await importWorkerModule('worker/cache/webhook-signature.ts');
  const body = JSON.stringify({
    operation: 'publish',
    data: { __typename: typename, id, stage: 'PUBLISHED' },
  });
  const signature = await signHygraphWebhook(await devVar('HYGRAPH_WEBHOOK_SECRET'), body);
  const sentAt = performance.now();
  const res = await locations.fetch(0, `http://${host}/webhooks/hygraph`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'gcms-signature': signature },
    body,
  });
  return { status: res.status, text: await res.text(), sentAt };
}

async function control(contentUrl, path, body) {
  const res = await fetch(`${contentUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`The content stand-in refused ${path}: ${res.status} ${await res.text()}`);
}

/** Renames entry `id` in the content stand-in at `contentUrl` and sends its publish webhook. */
export async function publishRename({ locations, contentUrl, host, id, name }) {
  await control(contentUrl, '/__edit', { id, fields: { name } });
  return sendPublishWebhook({ locations, host, typename: 'Author', id });
}

/**
 * A draft article of the content seed shown on site `host` (e.g. candidate-au.localhost), its title, and the
 * sitemap URLs among `urls` that list it once published: the site's home and its category's first page, which
 * list the latest articles (the seed's section landings show editors' picks, not the latest).
 */
export async function draftArticle(urls, host) {
  const [articles, categories, sections] = await Promise.all([
    seed('articles.json'),
    seed('categories.json'),
    seed('sections.json'),
  ]);
  const site = host.split('.')[0].replaceAll('-', '_');
  const draft = articles.find((a) => a.published === false && a.fields.sites?.includes(site));
  if (!draft) throw new Error(`The content seed has no draft article on ${site}`);
  const category = categories.find((c) => c.id === draft.fields.category);
  const section = sections.find((s) => s.id === category?.fields.relatedCategorySection);
  const origin = new URL(urls.find((url) => new URL(url).hostname === host)).origin;
  const lists = [`${origin}/`, `${origin}/${section?.fields.sectionName}/category/${category?.fields.slug}`];
  const title = Object.values(draft.localizations)[0].title;
  return { id: draft.id, title, shownOn: lists.filter((url) => urls.includes(url)) };
}

/** Publishes the draft `id` in the content stand-in and sends its publish webhook. */
export async function publishDraft({ locations, contentUrl, host, id }) {
  await control(contentUrl, '/__publish', { id, published: true });
  return sendPublishWebhook({ locations, host, typename: 'Article', id });
}
