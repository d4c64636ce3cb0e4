import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import type { MovieDetails } from '@marquee/contracts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { genreLabel } from '../../../lib/i18n/known-text.ts';
import { movieMessages as m } from '../messages.ts';

/** A titled section of the movie page. */
export function MovieSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="page-container mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold tracking-tight md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const chipClass =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-hairline bg-surface px-4 text-sm';

export function GenreLinks({ genres }: { genres: MovieDetails['genres'] }) {
  const t = useT();
  if (!genres.length) return <p className="text-sm text-muted">{t(m.noGenres)}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link
            to={`/genre/${genre.id}`}
            className={`${chipClass} font-medium transition-colors hover:border-accent hover:text-accent`}
          >
            {genreLabel(genre)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ProductionCompanies({ companies }: { companies: MovieDetails['production_companies'] }) {
  const t = useT();
  if (!companies.length) return <p className="text-sm text-muted">{t(m.noCompanies)}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {companies.map((company) => (
        <li key={company.id} className={`${chipClass} text-text/90`}>
          <Building2 size={16} aria-hidden="true" className="text-muted" />
          {company.name}
        </li>
      ))}
    </ul>
  );
}
