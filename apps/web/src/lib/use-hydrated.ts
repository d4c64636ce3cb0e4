import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over the page the server drew (and on the server), true after. Whatever depends on
 * the session must wait for it: the session may arrive while a long page is still being taken over, and
 * markup that differs from the server's would break hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
