import { useId, type ReactNode } from 'react';

/** One titled panel of the Friends page and its settings, its heading naming the region. */
export function FriendsPanel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4 md:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small outlined button of the people lists (44 px tall for touch). */
export const ROW_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-[var(--radius-card)] border border-hairline px-3 text-sm font-medium transition-colors duration-150 hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-60';
export const ROW_ACCENT_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-[var(--radius-card)] bg-accent px-3 text-sm font-semibold text-on-accent transition-colors duration-150 hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-60';
