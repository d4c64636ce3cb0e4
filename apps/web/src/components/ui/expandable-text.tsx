import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

/** A long text shows its first 6 lines before "Read more". */
const COLLAPSED = 'line-clamp-6';

/**
 * A text that may run long (a comment, a review): past a few lines it is cut, with a "Read more" button
 * (aria-expanded, controlling the text) that shows it whole and "Show less" that cuts it again. Only a text
 * that is actually cut at its current width gets the button.
 */
export function ExpandableText({
  text,
  className = '',
  moreLabel,
}: {
  text: string;
  className?: string;
  /** What the button reads out after "Read more" / "Show less" ("of Ana's comment"), among many such buttons. */
  moreLabel: string;
}) {
  const t = useT();
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  // Measured while collapsed, and again whenever the width changes (a rotated phone, a resized window).
  useEffect(() => {
    const paragraph = textRef.current;
    if (!paragraph || expanded) return;
    const measure = () => setCut(paragraph.scrollHeight > paragraph.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(measure);
    resized.observe(paragraph);
    return () => resized.disconnect();
  }, [expanded, text]);

  const toggle = () => {
    setExpanded((open) => !open);
    // Cut again, the text shrinks above the button: keep the button, which has the focus, in view.
    if (expanded) requestAnimationFrame(() => buttonRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  return (
    <>
      <p id={textId} ref={textRef} className={`${className} ${expanded ? '' : COLLAPSED}`}>
        {text}
      </p>
      {(cut || expanded) && (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={toggle}
          className="-ml-1 mt-1 inline-flex min-h-9 items-center self-start rounded-md px-1 text-sm font-medium text-accent hover:underline"
        >
          {expanded ? t(c.showLess) : t(c.readMore)}
          <span className="sr-only"> {moreLabel}</span>
        </button>
      )}
    </>
  );
}
