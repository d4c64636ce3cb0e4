import { HOME_LISTINGS } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { MovieRow } from '../../components/ui/movie-row.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useListing } from '../../features/browse/api/use-listing.ts';
import { HeroCarousel } from '../../features/browse/components/hero-carousel.tsx';
import { ForYouRows } from '../../features/for-you/components/for-you-rows.tsx';
import { LikedMoviesRow } from '../../features/likes/components/liked-movies-row.tsx';
import { RecentlyVisitedRow } from '../../features/visits/components/recently-visited-row.tsx';
import { OnMyServicesRow } from '../../features/where-to-watch/components/on-my-services-row.tsx';
import { renderMovieCardActions } from '../movie-card-actions.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Message, useT } from '../../lib/i18n/i18n.ts';
import { homeMessages as m } from './home.messages.ts';

const ROW_TITLES: Record<(typeof HOME_LISTINGS)[number], Message> = {
  now_playing: m.nowPlaying,
  top_rated: m.topRated,
  popular: m.popularMovies,
};

export function Component() {
  const t = useT();
  useDocumentTitle(undefined);
  const nowPlaying = useListing('now_playing');
  const topRated = useListing('top_rated');
  const popular = useListing('popular');
  const lists = { now_playing: nowPlaying, top_rated: topRated, popular };
  const all = Object.values(lists);

  if (all.some((list) => list.isPending)) return <Spinner fullScreen label={t(m.loadingMovies)} />;
  if (all.every((list) => list.isError)) {
    return (
      <div className="page-container py-16">
        <h1 className="sr-only">{t(m.home)}</h1>
        <ErrorMessage message={errorText(popular.error)} />
      </div>
    );
  }

  return (
    <>
      <h1 className="sr-only">{t(m.homeHeading)}</h1>
      {popular.data && <HeroCarousel movies={popular.data.results} />}
      <div
        className={`page-container flex flex-col gap-10 ${popular.data?.results.length ? '-mt-6 relative' : 'pt-8'}`}
      >
        <ForYouRows renderActions={renderMovieCardActions} />
        <OnMyServicesRow title={t(m.onYourServices)} renderActions={renderMovieCardActions} />
        <LikedMoviesRow />
        <RecentlyVisitedRow />
        {HOME_LISTINGS.map((kind) => {
          const list = lists[kind];
          const title = t(ROW_TITLES[kind]);
          return (
            <MovieRow
              key={kind}
              title={title}
              viewAllTo={`/content/${kind}`}
              movies={list.data?.results}
              error={list.isError ? <ErrorMessage message={errorText(list.error)} /> : undefined}
              empty={<p className="py-6 text-sm text-muted">{t(m.noMoviesFound)}</p>}
              renderActions={renderMovieCardActions}
            />
          );
        })}
      </div>
    </>
  );
}
