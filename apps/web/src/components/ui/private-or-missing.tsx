import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

/**
 * The page for a profile or share link that is private or doesn't exist: one page for both, so a visitor
 * can't tell which.
 */
export function PrivateOrMissing({ title, hint }: { title: string; hint: string }) {
  const t = useT();
  return (
    <div className="page-container flex min-h-[60dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-surface-2 text-muted">
        <Lock size={28} aria-hidden="true" />
      </span>
      <h1 className="text-balance text-[28px] font-semibold leading-tight md:text-3xl">{title}</h1>
      <p className="max-w-md text-balance text-muted">{hint}</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover"
      >
        {t(c.discoverMovies)}
      </Link>
    </div>
  );
}
