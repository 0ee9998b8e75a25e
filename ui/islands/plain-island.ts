/**
 * The browser side of an island that needs no React (DESIGN §5): the server renders its component as usual,
 * and `enhance` attaches the behaviour to that markup with plain DOM calls, so the page does not load React
 * for it. `props` are the island's JSON props.
 */
export type EnhanceIsland<P> = (marker: HTMLElement, props: P) => void;
