import type { Stats } from '@marquee/contracts';
import { BarChart } from './bar-chart.tsx';
import { formatCount, formatHours, hoursOf, plural, runtimeNote } from './format.ts';
import { RankedPeople } from './ranked-people.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { StatsPanel } from './stats-panel.tsx';

/** All-time figures: totals, films and hours per year, ratings, and the genres and people watched most. */
export function StatsOverview({ stats }: { stats: Stats }) {
  const { totals, years } = stats;
  const yearLabels = years.map((year) => String(year.year));
  const ratedFilms = stats.ratings.reduce((sum, bucket) => sum + bucket.films, 0);
  return (
    <section aria-labelledby="stats-all-time" className="flex flex-col gap-4">
      <h2 id="stats-all-time" className="text-xl font-semibold tracking-tight md:text-2xl">
        All time
      </h2>
      <StatTiles label="All time in numbers">
        <StatTile label="Films watched" value={formatCount(totals.watches)} />
        <StatTile label="Different films" value={formatCount(totals.films)} />
        <StatTile
          label="Hours"
          value={formatHours(hoursOf(totals.minutes))}
          note={totals.films_without_runtime > 0 ? runtimeNote(totals.films_without_runtime) : undefined}
        />
        <StatTile label="Films rated" value={formatCount(ratedFilms)} />
      </StatTiles>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatsPanel title="Films per year" subtitle="Every watch, rewatches included">
          <BarChart
            title="Films per year"
            labels={yearLabels}
            values={years.map((year) => year.watches)}
            columns={['Year', 'Films']}
          />
        </StatsPanel>
        <StatsPanel title="Hours per year">
          <BarChart
            title="Hours per year"
            labels={yearLabels}
            values={years.map((year) => hoursOf(year.minutes))}
            columns={['Year', 'Hours']}
            formatValue={formatHours}
          />
        </StatsPanel>
        <StatsPanel title="Your ratings" subtitle={`${plural(ratedFilms, 'film')} rated, each counted once`}>
          <BarChart
            title="Your ratings"
            labels={stats.ratings.map((bucket) => String(bucket.rating))}
            values={stats.ratings.map((bucket) => bucket.films)}
            columns={['Rating', 'Films']}
          />
        </StatsPanel>
        <StatsPanel title="Top genres" subtitle="By films watched">
          {stats.top_genres.length === 0 ? (
            <p className="text-sm text-muted">No genres known for your films yet.</p>
          ) : (
            <BarChart
              title="Top genres"
              labels={stats.top_genres.map((genre) => genre.name)}
              values={stats.top_genres.map((genre) => genre.films)}
              columns={['Genre', 'Films']}
              horizontal
              className="h-72"
            />
          )}
        </StatsPanel>
        <StatsPanel title="Top directors" subtitle="By films watched">
          <RankedPeople label="Top directors" people={stats.top_directors} />
        </StatsPanel>
        <StatsPanel title="Top actors" subtitle="Top-billed roles, by films watched">
          <RankedPeople label="Top actors" people={stats.top_actors} />
        </StatsPanel>
      </div>
    </section>
  );
}
