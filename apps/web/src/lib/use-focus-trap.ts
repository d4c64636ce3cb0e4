import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** The element focused before the current one: a panel that focuses its own input as it mounts was opened from there. */
let focusedBefore: Element | null = null;
let focusedNow: Element | null = null;
let tracking = false;
function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  focusedNow = document.activeElement;
  document.addEventListener('focusin', (event) => {
    focusedBefore = focusedNow;
    focusedNow = event.target as Element;
  });
}

/**
 * While `active`: Tab and Shift+Tab cycle inside `container`, and once it closes, focus goes back to whatever
 * opened it (the control that had focus when it became active).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(trackFocus, []);
  useEffect(() => {
    if (!active) return;
    const root = container.current;
    const current = document.activeElement;
    const opener = root?.contains(current) ? focusedBefore : current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !root) return;
      const focusable = focusableIn(root);
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const now = document.activeElement;
      if (!root.contains(now)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && now === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && now === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Only when focus was left inside the closed panel (gone with it): never steal it from where a click put it.
      const focusLeftBehind =
        document.activeElement === document.body ||
        document.activeElement === null ||
        root?.contains(document.activeElement);
      if (opener instanceof HTMLElement && opener.isConnected && focusLeftBehind) opener.focus();
    };
  }, [container, active]);
}
