import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps its request state in AsyncLocalStorage instances, on a global of its own. Before Node 24, a
 * storage that has run once keeps Node's promise hooks on for the whole process: every promise of every request
 * then pays for them, signed-in reads that never reach better-auth included (a fifth of `GET /api/playlists`'s
 * CPU). So every call into better-auth goes through `duringAuthCall`, and once none has run for a while its
 * storages are disabled: the hooks go off until the next call runs a storage again, which turns them back on.
 * The pause covers work a call leaves running after it answered. Node 24 carries the context without hooks
 * (AsyncContextFrame); disabling the storages there costs nothing.
 */
const IDLE_BEFORE_RELEASE_MS = 1_000;
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

let callsRunning = 0;
let releaseTimer: NodeJS.Timeout | undefined;

function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

function releaseWhenIdle(): void {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    if (callsRunning > 0) return;
    for (const storage of betterAuthStorages()) storage.disable();
  }, IDLE_BEFORE_RELEASE_MS);
  releaseTimer.unref();
}

/** Runs a call into better-auth (its handler, its API, its context). */
export async function duringAuthCall<T>(call: () => Promise<T>): Promise<T> {
  callsRunning += 1;
  clearTimeout(releaseTimer);
  try {
    return await call();
  } finally {
    callsRunning -= 1;
    if (callsRunning === 0) releaseWhenIdle();
  }
}

/** After better-auth's start (its migrations may have run a storage): release its hooks once idle. */
export function releaseAuthHooksWhenIdle(): void {
  if (callsRunning === 0) releaseWhenIdle();
}

/** Whether any of better-auth's storages holds Node's hooks on now (for tests). */
export function authHooksHeld(): boolean {
  return betterAuthStorages().some(
    (storage) => (storage as unknown as { enabled?: boolean }).enabled === true,
  );
}
