import type { ReactNode } from 'react';

export const smallButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:opacity-60';
export const primaryButton = `${smallButton} bg-accent text-on-accent hover:bg-accent-hover`;
export const secondaryButton = `${smallButton} border border-hairline hover:bg-surface-2`;

/** One partner, invitation or pending invite link: who or what it is, a detail line, and its buttons. */
export function LinkRow({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string | null;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] bg-surface-2 px-4 py-3">
      <span className="flex min-w-0 flex-col [overflow-wrap:anywhere] sm:flex-row sm:items-baseline sm:gap-2">
        <span className="font-medium">{title}</span>
        {detail && <span className="text-sm text-muted">{detail}</span>}
      </span>
      <span className="flex flex-wrap gap-2">{children}</span>
    </li>
  );
}
