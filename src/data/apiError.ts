// The error of a failed request, apart from the code that makes requests (./client): the page
// needs it from the start (a server-rendered failure, the poll delay after a Retry-After), the
// fetch code only at the first request.

/** A failed request. Its message is `{status}: {body text or status text}` (docs/requirements.md §5.2). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server asked us to wait this long before asking again (429 or 503 with Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** How long the server asked us to wait after this error, if it did. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterMs : undefined;
}
