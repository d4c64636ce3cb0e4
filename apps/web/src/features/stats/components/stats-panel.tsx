import { useId, type ReactNode } from 'react';

/** A titled card holding one chart or list; the section is named by its title. */
export function StatsPanel({
  title,
  subtitle,
  children,
  className = '',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-[var(--radius-panel)] border border-hairline bg-surface p-4 md:p-5 ${className}`}
    >
      <h3 id={headingId} className="text-base font-semibold md:text-lg">
        {title}
      </h3>
      {subtitle && <p className="mt-0.5 text-sm text-muted">{subtitle}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
