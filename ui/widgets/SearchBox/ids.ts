/** The element ids of a search box whose island id is `id`: its server markup's and its script's. */
export const searchBoxIds = (id: string) => ({
  input: `${id}-input`,
  list: `${id}-suggestions`,
  error: `${id}-error`,
  option: (index: number) => `${id}-option-${index}`,
});
