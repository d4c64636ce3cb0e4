import { useId, type ReactNode } from 'react';
import { FOR_YOU_STARTER_LIKES, type MovieSummary } from '@marquee/contracts';
import { MovieGrid } from '../../../components/ui/movie-grid.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useForYouStarter } from '../api/use-for-you-starter.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { forYouMessages as m } from '../messages.ts';

/**
 * For a signed-in user with fewer than FOR_YOU_STARTER_LIKES likes or ratings: a varied grid (one film from
 * each of several genres) to like a few from; "Recommended for you" is built from them at once.
 */
export function StarterGrid({
  tasteMovies,
  renderActions,
}: {
  tasteMovies: number;
  renderActions?: (movie: MovieSummary) => ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  const starter = useForYouStarter(tasteMovies < FOR_YOU_STARTER_LIKES);
  if (tasteMovies >= FOR_YOU_STARTER_LIKES || !starter.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0" data-testid="for-you-starter">
      <SectionHeading
        id={headingId}
        title={t(m.starterTitle)}
        subtitle={t(m.starterHint, { count: FOR_YOU_STARTER_LIKES - tasteMovies })}
      />
      <MovieGrid movies={starter.data} renderActions={renderActions} label={t(m.starterTitle)} />
    </section>
  );
}
