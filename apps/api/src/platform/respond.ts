/** The spec's response envelope: `{ success, message, data }`. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/**
 * The spec's error answer, `{ success: false, message }`, made here only: by the central error handler for what
 * is thrown, and by the few answers sent before a route runs (the router's, the origin check's, the not-found
 * page's, the auth proxy's). `fields` go between the two, as a `code` the web client tells refusals apart by.
 */
export function failure(message: string, fields?: Record<string, unknown>) {
  return { success: false as const, ...fields, message };
}
