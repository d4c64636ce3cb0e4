import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

/**
 * While a full-screen overlay or modal is open: focus moves into it and Tab stays inside `container`, Escape
 * closes it (focus then returns to the control that opened it), and the page behind it does not scroll.
 */
export function useModalOverlay(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useFocusTrap(container, open);
  useEffect(() => {
    if (!open) return;
    initialFocus?.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose, initialFocus]);
}
