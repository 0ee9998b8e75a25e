/** An error that knows the HTTP status it should produce (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 413 | 500 | 502 | 503,
    message: string,
    /** For 404: the slug or path that was not found, shown on the page. */
    readonly slug?: string,
    /** `cause`: the error this one stands for (an upstream's, which render/errors.tsx looks for). */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** A missing page, article, author, category, preview or reserved slug: 404 with the slug. */
export function notFound(slug: string): HttpError {
  return new HttpError(404, `Not found: ${slug}`, slug);
}
