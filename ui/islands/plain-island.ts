/**
 * The browser side of an island that needs no React (DESIGN §5): the server renders its component as usual,
 * and `enhance` attaches the behaviour to that markup with plain DOM calls, so the page does not load React
 * for it. `props` are the island's JSON props; `id` is the island's id, the prefix of the element ids its server
 * markup took from `useIslandId`.
 */
export type EnhanceIsland<P> = (marker: HTMLElement, props: P, id: string) => void;
