import type { ReactNode } from 'react';
import { Film, type LucideIcon } from 'lucide-react';

interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** A helpful next step (a link or button). */
  action?: ReactNode;
  /** Heading level of the title; pages whose main heading is the empty state use 1. */
  level?: 1 | 2 | 3;
}

export function EmptyState({ title, hint, icon: Icon = Film, action, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-[var(--radius-panel)] border border-dashed border-hairline px-6 py-14 text-center">
      <Icon size={40} aria-hidden="true" className="text-muted" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      {hint && <p className="max-w-md text-sm text-muted">{hint}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
