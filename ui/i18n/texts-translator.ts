/** A translation file's messages in one language as plain strings; `{name}` arguments stay in place. */
export type IslandTexts<K extends string> = Record<K, string>;

/**
 * `t(key, values)` over an island's texts (islandTexts, island-text-props.ts): the text in the page's language
 * with its `{name}` arguments filled in from `values` (a name without a value stays as it is); a key without a
 * text is itself. For React islands (useIslandTexts) and plain ones alike.
 */
export function textsTranslator<K extends string>(
  texts: Partial<IslandTexts<K>> | null,
): (key: K, values?: Record<string, string>) => string {
  return (key, values) => {
    const text = texts?.[key] ?? key;
    return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : text;
  };
}
