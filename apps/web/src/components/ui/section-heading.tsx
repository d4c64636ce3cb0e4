import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

interface SectionHeadingProps {
  title: string;
  /** Heading id, so the section can be labelled by it. */
  id?: string;
  subtitle?: ReactNode;
  /** 'View All' link target, shown on the right. */
  viewAllTo?: string;
  /** Anything else for the right side (e.g. a menu). */
  aside?: ReactNode;
  /** Makes the title itself a link (a playlist's title opens the playlist). */
  titleTo?: string;
}

export function SectionHeading({ title, id, subtitle, viewAllTo, aside, titleTo }: SectionHeadingProps) {
  const t = useT();
  return (
    // Alone, the title centres on the 44 px tap targets beside it; with a subtitle, they sit on its last line.
    <div className={`mb-3 flex justify-between gap-4 ${subtitle ? 'items-end' : 'items-center'}`}>
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-semibold tracking-tight md:text-2xl">
          {titleTo ? (
            <Link to={titleTo} className="rounded-md hover:text-accent hover:underline underline-offset-4">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {aside}
        {viewAllTo && (
          <Link
            to={viewAllTo}
            aria-label={t(c.viewAllOf, { title: String(title) })}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-accent hover:text-accent-hover"
          >
            {t(c.viewAll)} <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
    </div>
  );
}
