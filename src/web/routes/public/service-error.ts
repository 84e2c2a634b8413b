/**
 * The HTTP status a service's error carries (`AppError.statusCode`, e.g. 404 not found, 409 conflict).
 * Read by shape, not `instanceof`: the pages' server bundle and the server's own are built apart.
 */
export const serviceErrorStatus = (error: unknown): number | undefined => (error as { statusCode?: number } | null)?.statusCode;
