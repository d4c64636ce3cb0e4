import type { ReactNode } from 'react';

/** The centred panel every account screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="page-container flex justify-center py-10 md:py-16">
      <section className="w-full max-w-md rounded-[var(--radius-panel)] border border-hairline bg-surface p-6 shadow-2xl shadow-black/40 md:p-8">
        <h1 className="text-[28px] font-semibold leading-tight tracking-tight md:text-[32px]">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-hairline pt-5 text-center text-sm text-muted">{footer}</div>
        )}
      </section>
    </div>
  );
}
