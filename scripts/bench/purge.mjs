/**
 * Purges everything the site on 127.0.0.1:`port` keeps, as an operator does (README "Content, cache, preview and
 * purge"), with the site's Host `siteHost`.
 */
export async function purgeAll(port, siteHost, token) {
  const res = await fetch(`http://127.0.0.1:${port}/admin/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: siteHost },
    body: JSON.stringify({ all: true }),
  });
  if (!res.ok) throw new Error(`purge answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
