import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where toasts show: bottom-center, as the spec says, except on a phone while a dialog is open. A dialog is a
 * bottom sheet there, with its buttons at the bottom, where a toast would cover them (Cancel in "Add to
 * Playlist"): toasts then show at the top.
 */
export type ToastPosition = 'bottom-center' | 'top-center';

/** Where dialogs become bottom sheets (below Tailwind's `sm`, as ModalDialog's classes say). */
const PHONE = '(max-width: 639px)';

let openSheets = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribeToSheets = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts a dialog as open for as long as the component calling it is mounted. */
export function useOpenDialogForToasts(): void {
  useEffect(() => {
    openSheets += 1;
    notify();
    return () => {
      openSheets -= 1;
      notify();
    };
  }, []);
}

const subscribeToWidth = (listener: () => void) => {
  const phone = window.matchMedia(PHONE);
  phone.addEventListener('change', listener);
  return () => phone.removeEventListener('change', listener);
};

export function useToastPosition(): ToastPosition {
  const dialogOpen = useSyncExternalStore(
    subscribeToSheets,
    () => openSheets > 0,
    () => false,
  );
  const phone = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return dialogOpen && phone ? 'top-center' : 'bottom-center';
}
