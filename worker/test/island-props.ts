/** The JSON props of every island named `name` in a server-rendered page, decoded from their attribute. */
export function islandProps(html: string, name: string): Record<string, unknown>[] {
  const markers = [
    ...html.matchAll(new RegExp(`data-island="${name}"[^>]*data-island-props="([^"]*)"`, 'g')),
  ];
  return markers.map((m) =>
    JSON.parse(
      (m[1] ?? '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&'),
    ),
  );
}
