/** `text` with its `{name}` arguments filled in from `values`; a name without a value stays as it is. */
export function fillText(text: string, values?: Record<string, string>): string {
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : text;
}
