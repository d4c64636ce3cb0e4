import type { ReactNode } from 'react';

/** A page's h1 with its count line underneath. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 md:mb-8">
      <h1 className="text-[28px] font-semibold leading-tight tracking-tight [overflow-wrap:anywhere] md:text-4xl">
        {title}
      </h1>
      {subtitle && <p className="mt-2 text-sm tabular-nums text-muted md:text-base">{subtitle}</p>}
      {children}
    </header>
  );
}
