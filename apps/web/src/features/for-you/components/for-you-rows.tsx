import type { ReactNode } from 'react';
import type { BecauseYouLiked, MovieSummary } from '@marquee/contracts';
import { MovieRow } from '../../../components/ui/movie-row.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useReasonTexts } from '../../../lib/recommendation-reasons/reason-text.ts';
import { forYouMessages as m } from '../messages.ts';
import { useForYou } from '../api/use-for-you.ts';
import { StarterGrid } from './starter-grid.tsx';

/** Cards in the home row; its View All page lists them all. */
const HOME_ROW_MOVIES = 20;

/**
 * Home rows "Recommended for you" and "Because you liked {title}", shown only to a signed-in user the
 * recommender has something for; while it is down, popular picks from liked genres, saying so. Someone with
 * fewer than three likes or ratings is first offered a varied grid to like from.
 */
export function ForYouRows({ renderActions }: { renderActions?: (movie: MovieSummary) => ReactNode }) {
  const t = useT();
  const forYou = useForYou();
  const recommended = useReasonTexts(forYou.data?.recommended.slice(0, HOME_ROW_MOVIES) ?? []);
  if (!forYou.data) return null;
  return (
    <>
      {forYou.data.taste_movies !== undefined && !forYou.data.limited && (
        <StarterGrid tasteMovies={forYou.data.taste_movies} renderActions={renderActions} />
      )}
      {forYou.data.recommended.length > 0 && (
        <MovieRow
          title={t(m.title)}
          movies={recommended}
          viewAllTo="/for-you"
          subtitle={forYou.data.limited ? t(m.limitedNote) : undefined}
          renderActions={renderActions}
        />
      )}
      {forYou.data.because_you_liked.map((row) => (
        <BecauseYouLikedRow key={row.liked.id} row={row} renderActions={renderActions} />
      ))}
    </>
  );
}

function BecauseYouLikedRow({
  row,
  renderActions,
}: {
  row: BecauseYouLiked;
  renderActions?: (movie: MovieSummary) => ReactNode;
}) {
  const t = useT();
  const movies = useReasonTexts(row.movies);
  return (
    <MovieRow
      title={t(m.becauseYouLiked, { title: row.liked.title })}
      movies={movies}
      renderActions={renderActions}
    />
  );
}
