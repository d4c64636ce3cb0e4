import type { Stats } from '@marquee/contracts';
import { BarChart } from './bar-chart.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { genreLabel } from '../../../lib/i18n/known-text.ts';
import { statsMessages as m } from '../messages.ts';
import { films, formatCount, formatHours, hoursOf, runtimeNote } from './format.ts';
import { RankedPeople } from './ranked-people.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { StatsPanel } from './stats-panel.tsx';

/** All-time figures: totals, films and hours per year, ratings, and the genres and people watched most. */
export function StatsOverview({ stats }: { stats: Stats }) {
  const t = useT();
  const { totals, years } = stats;
  const yearLabels = years.map((year) => String(year.year));
  const ratedFilms = stats.ratings.reduce((sum, bucket) => sum + bucket.films, 0);
  return (
    <section aria-labelledby="stats-all-time" className="flex flex-col gap-4">
      <h2 id="stats-all-time" className="text-xl font-semibold tracking-tight md:text-2xl">
        {t(m.allTime)}
      </h2>
      <StatTiles label={t(m.allTimeInNumbers)}>
        <StatTile
          label={t(m.watchesLogged)}
          value={formatCount(totals.watches)}
          note={t(m.rewatchesIncluded)}
        />
        <StatTile label={t(m.differentFilmsLabel)} value={formatCount(totals.films)} />
        <StatTile
          label={t(m.hoursLabel)}
          value={formatHours(hoursOf(totals.minutes))}
          note={totals.films_without_runtime > 0 ? runtimeNote(totals.films_without_runtime) : undefined}
        />
        <StatTile label={t(m.filmsRated)} value={formatCount(ratedFilms)} />
      </StatTiles>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatsPanel title={t(m.filmsPerYear)} subtitle={t(m.everyWatch)}>
          <BarChart
            title={t(m.filmsPerYear)}
            labels={yearLabels}
            values={years.map((year) => year.watches)}
            columns={[t(m.year), t(m.filmsColumn)]}
          />
        </StatsPanel>
        <StatsPanel title={t(m.hoursPerYear)}>
          <BarChart
            title={t(m.hoursPerYear)}
            labels={yearLabels}
            values={years.map((year) => hoursOf(year.minutes))}
            columns={[t(m.year), t(m.hoursLabel)]}
            formatValue={formatHours}
          />
        </StatsPanel>
        <StatsPanel title={t(m.yourRatings)} subtitle={t(m.ratedOnce, { films: films(ratedFilms) })}>
          <BarChart
            title={t(m.yourRatings)}
            labels={stats.ratings.map((bucket) => String(bucket.rating))}
            values={stats.ratings.map((bucket) => bucket.films)}
            columns={[t(m.rating), t(m.filmsColumn)]}
          />
        </StatsPanel>
        <StatsPanel title={t(m.topGenres)} subtitle={t(m.byFilmsWatched)}>
          {stats.top_genres.length === 0 ? (
            <p className="text-sm text-muted">{t(m.noGenres)}</p>
          ) : (
            <BarChart
              title={t(m.topGenres)}
              labels={stats.top_genres.map(genreLabel)}
              values={stats.top_genres.map((genre) => genre.films)}
              columns={[t(m.genre), t(m.filmsColumn)]}
              horizontal
              className="h-72"
            />
          )}
        </StatsPanel>
        <StatsPanel title={t(m.topDirectors)} subtitle={t(m.byFilmsWatched)}>
          <RankedPeople label={t(m.topDirectors)} people={stats.top_directors} />
        </StatsPanel>
        <StatsPanel title={t(m.topActors)} subtitle={t(m.topBilled)}>
          <RankedPeople label={t(m.topActors)} people={stats.top_actors} />
        </StatsPanel>
      </div>
    </section>
  );
}
