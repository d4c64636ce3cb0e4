/** Change notices of one app instance, for a feature that follows another without it knowing (ADR 035). */
export interface InstanceEvents<Change> {
  /** Tells every listener; a listener's failure is its own (it logs it), never the writer's. */
  emit(change: Change): void;
  listen(listener: (change: Change) => void): void;
}

/** A registry of one kind of change: each app instance (keyed by its context object) has its own listeners. */
export function instanceEvents<Change>(): (instance: object) => InstanceEvents<Change> {
  const byInstance = new WeakMap<object, InstanceEvents<Change>>();
  return (instance) => {
    let events = byInstance.get(instance);
    if (!events) {
      const listeners: ((change: Change) => void)[] = [];
      events = {
        emit: (change) => {
          for (const listener of listeners) listener(change);
        },
        listen: (listener) => void listeners.push(listener),
      };
      byInstance.set(instance, events);
    }
    return events;
  };
}
