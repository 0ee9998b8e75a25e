// The publish of the simulation: an author shown on many pages (the one with the most articles in the content
// seed) renamed in the content stand-in, as an editor would, and the signed publish webhook of that entry.
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

/**
 * Renames entry `id` in the content stand-in at `contentUrl` and sends its signed publish webhook to location 0
 * (Host `host`); resolves to the webhook's answer and when it was sent (performance.now()).
 */
export async function publishRename({ locations, contentUrl, host, id, name }) {
  const edit = await fetch(`${contentUrl}/__edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, fields: { name } }),
  });
  if (!edit.ok) throw new Error(`The content stand-in refused the edit: ${edit.status} ${await edit.text()}`);
  const { signHygraphWebhook } = await importWorkerModule('worker/cache/webhook-signature.ts');
  const body = JSON.stringify({
    operation: 'publish',
    data: { __typename: 'Author', id, stage: 'PUBLISHED' },
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
