import { useEffect, useState, type RefObject } from 'react';

const CONTROL = 'a[href], button, input, select, textarea, [role="button"]';
/** Phone widths, where the floating button sits over the page's own column. */
const PHONE = '(max-width: 639px)';

/**
 * Share of a control a floating button may hide: a poster card or a long link with a corner under the button
 * still takes a tap beside it; a rating star or an icon button does not.
 */
export const MAX_COVERED_SHARE = 0.25;

function coveredShare(control: DOMRect, button: DOMRect): number {
  const width = Math.min(control.right, button.right) - Math.max(control.left, button.left);
  const height = Math.min(control.bottom, button.bottom) - Math.max(control.top, button.top);
  return width > 0 && height > 0 ? (width * height) / (control.width * control.height) : 0;
}

/** Whether `element` hides too much of a control it sits over (found at its centre and corners). */
function coversControl(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x!, y!).some((under) => {
      const control = element.contains(under) ? null : under.closest(CONTROL);
      return control !== null && coveredShare(control.getBoundingClientRect(), box) > MAX_COVERED_SHARE;
    }),
  );
}

/**
 * True while, on a phone, a control of the page (a rating star, a diary entry's Delete) scrolls under the floating
 * `element` (more than MAX_COVERED_SHARE of it): the button then steps aside until the page moves on. Any fixed spot over a scrolling page covers
 * something at some point; padding alone only clears the page's end. Checked once a frame while scrolling and when
 * the page changes size, not on every render.
 */
export function useCoversControl(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const phone = window.matchMedia(PHONE);
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = element.current;
      setCovers(Boolean(button && phone.matches && coversControl(button)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [element, enabled]);
  return enabled && covers;
}
