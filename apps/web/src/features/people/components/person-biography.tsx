import { useId, useState } from 'react';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { peopleMessages as m } from '../messages.ts';

/** Longer than this, a biography starts folded to a few lines with a 'Read more' button. */
const FOLDED_AFTER_CHARACTERS = 420;

/** TMDB's biography, its paragraphs kept; a long one folds, and opens with a button. */
export function PersonBiography({ text, className = '' }: { text: string; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const textId = useId();
  const headingId = useId();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const folds = text.length > FOLDED_AFTER_CHARACTERS;
  return (
    <section aria-labelledby={headingId} className={`max-w-3xl ${className}`}>
      <h2 id={headingId} className="sr-only">
        {t(m.biography)}
      </h2>
      <div
        id={textId}
        className={`space-y-3 leading-relaxed text-text/90 ${folds && !open ? 'line-clamp-4' : ''}`}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {folds && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {open ? t(m.showLess) : t(m.readMore)}
          <DisclosureChevron open={open} size={16} />
        </button>
      )}
    </section>
  );
}
