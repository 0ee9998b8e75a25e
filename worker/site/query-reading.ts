/**
 * How a page route reads its query string (DESIGN §4 "Keys are bounded"): the parameters it reads, as it reads
 * them, in the order its canonical address writes them. The canonical address, the page key and the canonical
 * and share links are built from these readings only (canonical.ts, route-queries.ts), so a parameter no route
 * reads, or another spelling of one it reads, never makes a page of its own.
 */
export interface QueryReading {
  /** The parameters that choose what the page shows, as the route reads them, in canonical order. */
  params: [string, string][];
  /** False when a value it reads is outside what a real page can show: answered, never stored. */
  storable: boolean;
}

/** Reads a route's parameters from a request's query. */
export type QueryReader = (query: URLSearchParams) => QueryReading;

/** A route whose page no query parameter changes (besides the frame's native-embed flag). */
export const readsNothing: QueryReader = () => ({ params: [], storable: true });

/** A route that reads several parameters, each its own way: their readings in turn, storable when all are. */
export function readsAll(...readers: QueryReader[]): QueryReader {
  return (query) => {
    const readings = readers.map((read) => read(query));
    return {
      params: readings.flatMap((reading) => reading.params),
      storable: readings.every((reading) => reading.storable),
    };
  };
}
