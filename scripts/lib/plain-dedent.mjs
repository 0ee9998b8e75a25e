// What the Worker's bundles use for the `dedent` package (worker-resolution.mjs). Braid builds its assertion
// and warning messages with it on every call, whether or not they are ever shown (a link's render dedents a
// paragraph about link components): on the server that was about 2% of a page's render. Here the message is
// only joined, its indentation kept; nothing a reader sees is made with it.
export default function plainDedent(strings, ...values) {
  const parts = typeof strings === 'string' ? [strings] : strings;
  let text = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 1) text += String(values[i - 1]) + parts[i];
  return text;
}
plainDedent.withOptions = () => plainDedent;
