import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';
/** Every control that is or may become focusable: a button disabled now (a Like waiting for the likes) is enabled later. */
const CONTROLS = 'a[href], button';

function controlsOf(item: Element | null | undefined): HTMLElement[] {
  return item ? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/** Makes `control` the row's one Tab stop. */
function makeTabStop(list: HTMLElement, control: HTMLElement): void {
  for (const element of list.querySelectorAll<HTMLElement>(CONTROLS))
    element.tabIndex = element === control ? 0 : -1;
}

const STEPS: Record<string, 'previous' | 'next' | 'first' | 'last' | 'up' | 'down'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * A row of items as one Tab stop (roving tabindex): Left/Right (Home/End) move between items, Up/Down
 * between the controls of one item (a card's link, Like, Add to Playlist), and Tab leaves the row from the
 * control last focused. Tab indexes are set on the DOM after the page takes over, so the server's markup and
 * the first render stay the same.
 */
export function useRovingFocus(listRef: RefObject<HTMLElement | null>, itemCount: number) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const current = list.querySelector<HTMLElement>('[tabindex="0"]');
    const stop = current && list.contains(current) ? current : controlsOf(list.firstElementChild)[0];
    if (stop) makeTabStop(list, stop);
  }, [listRef, itemCount]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = listRef.current;
    const step = STEPS[event.key];
    if (!list || !step || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...list.children];
    const index = items.findIndex((item) => item.contains(document.activeElement));
    if (index < 0) return;
    let target: HTMLElement | undefined;
    if (step === 'up' || step === 'down') {
      const controls = controlsOf(items[index]);
      const at = controls.indexOf(document.activeElement as HTMLElement);
      target = controls[at + (step === 'down' ? 1 : -1)];
    } else {
      const next =
        step === 'first' ? 0 : step === 'last' ? items.length - 1 : index + (step === 'next' ? 1 : -1);
      target = controlsOf(items[next])[0];
    }
    event.preventDefault();
    if (!target) return;
    makeTabStop(list, target);
    target.focus();
  };

  /** A click or a screen reader moving focus inside makes that control the Tab stop. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const list = listRef.current;
    if (list && event.target instanceof HTMLElement && event.target.tabIndex === -1)
      makeTabStop(list, event.target);
  };

  return { onKeyDown, onFocus };
}
