import { useId, type ReactNode } from 'react';

/** One titled panel of the settings page; `danger` draws it in the danger colour. */
export function SettingsSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-[var(--radius-panel)] border bg-surface p-5 md:p-6 ${
        danger ? 'border-danger/50' : 'border-hairline'
      }`}
    >
      <h2 id={titleId} className={`text-xl font-semibold ${danger ? 'text-danger' : ''}`}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The submit button of a settings form: full width on phones, its own width from 640 px. */
export function SettingsActions({ children }: { children: ReactNode }) {
  return <div className="sm:w-56">{children}</div>;
}

const OUTLINE_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-card)] border px-5 font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON = `${OUTLINE_BUTTON} border-hairline hover:bg-surface-2`;
export const ACCENT_OUTLINE_BUTTON = `${OUTLINE_BUTTON} border-accent text-accent hover:bg-accent hover:text-on-accent`;
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-card)] border border-danger px-5 font-semibold text-danger transition-colors duration-150 hover:bg-danger hover:text-bg disabled:cursor-not-allowed disabled:opacity-60';
