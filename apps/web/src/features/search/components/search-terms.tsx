import type { LucideIcon } from 'lucide-react';

const LAYOUTS = {
  chips: {
    list: 'flex flex-wrap gap-2',
    button:
      'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-hairline bg-surface-2 px-3 text-sm text-text/90 transition-colors hover:border-accent hover:text-text disabled:opacity-50',
  },
  rows: {
    list: 'flex flex-col gap-1',
    button:
      'flex min-h-10 w-full items-center gap-2 rounded-md px-2 text-left text-sm text-text/90 hover:bg-surface-2',
  },
} as const;

/** A titled list of search terms to run with one press (popular searches as chips, recent ones as rows). */
export function SearchTerms({
  title,
  icon: Icon,
  terms,
  layout,
  disabled,
  onPick,
}: {
  title: string;
  icon: LucideIcon;
  terms: readonly string[];
  layout: keyof typeof LAYOUTS;
  disabled: boolean;
  onPick: (term: string) => void;
}) {
  return (
    <div>
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted">
        <Icon size={14} aria-hidden="true" /> {title}
      </h3>
      <ul className={LAYOUTS[layout].list}>
        {terms.map((term) => (
          <li key={term}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(term)}
              className={LAYOUTS[layout].button}
            >
              {layout === 'rows' ? (
                <>
                  <Icon size={14} aria-hidden="true" className="shrink-0 text-muted" />
                  <span className="truncate">{term}</span>
                </>
              ) : (
                term
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
