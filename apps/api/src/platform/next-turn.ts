/**
 * Resolves on the event loop's next turn, after the I/O that is waiting: long work on this thread awaits it
 * every so often, so other requests are answered meanwhile (promises alone never let them in).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
