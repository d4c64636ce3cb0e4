/** The spec's response envelope: `{ success, message, data }`. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}
