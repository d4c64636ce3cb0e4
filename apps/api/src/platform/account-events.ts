/**
 * Moments of an account other features act on without the account feature knowing them: before an account is
 * deleted, federation tells the user's followers (ADR 035). One set of listeners per app instance.
 */
export interface AccountEvents {
  /** Awaited before the account's rows go; a listener's failure is its own (it logs it), never the deletion's. */
  beforeDeletion(userId: string): Promise<void>;
  onBeforeDeletion(listener: (userId: string) => Promise<void>): void;
}

const byInstance = new WeakMap<object, AccountEvents>();

/** The account events of one app instance (keyed by its context object). */
export function accountEventsOf(instance: object): AccountEvents {
  let events = byInstance.get(instance);
  if (!events) {
    const listeners: ((userId: string) => Promise<void>)[] = [];
    events = {
      beforeDeletion: async (userId) => {
        await Promise.all(listeners.map((listener) => listener(userId).catch(() => undefined)));
      },
      onBeforeDeletion: (listener) => void listeners.push(listener),
    };
    byInstance.set(instance, events);
  }
  return events;
}
