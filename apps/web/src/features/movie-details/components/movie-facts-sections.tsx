import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import type { MovieDetails } from '@marquee/contracts';

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
  if (!genres.length) return <p className="text-sm text-muted">No genres listed.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {genres.map((genre) => (
        <li key={genre.id}>
          <Link
            to={`/genre/${genre.id}`}
            className={`${chipClass} font-medium transition-colors hover:border-accent hover:text-accent`}
          >
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ProductionCompanies({ companies }: { companies: MovieDetails['production_companies'] }) {
  if (!companies.length) return <p className="text-sm text-muted">No production companies listed.</p>;
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
