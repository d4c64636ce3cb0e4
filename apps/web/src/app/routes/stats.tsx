import { Link, useSearchParams } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { STATS_MAX_YEAR, STATS_MIN_YEAR } from '@marquee/contracts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { useStats } from '../../features/stats/api/use-stats.ts';
import { StatsOverview } from '../../features/stats/components/stats-overview.tsx';
import { WhatStatsCount } from '../../features/stats/components/what-stats-count.tsx';
import { YearReview } from '../../features/stats/components/year-review.tsx';
import { films, hoursOf, watches } from '../../features/stats/components/format.ts';
import { statsMessages as m } from '../../features/stats/messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `?year=` of the review, when it is a year the API accepts. */
function yearParam(value: string | null): number | undefined {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= STATS_MIN_YEAR && year <= STATS_MAX_YEAR
    ? year
    : undefined;
}

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.documentTitle));
  const [searchParams, setSearchParams] = useSearchParams();
  const year = yearParam(searchParams.get('year'));
  const stats = useStats(year);
  const data = stats.data;

  const content = stats.isPending ? (
    <StatsSkeleton />
  ) : isUnauthorized(stats.error) ? (
    <SignInPrompt title={t(m.signIn)} />
  ) : stats.error || !data ? (
    <ErrorMessage message={errorText(stats.error)} />
  ) : data.totals.watches === 0 ? (
    <EmptyState
      title={t(m.noFilmsYet)}
      hint={
        data.watched_list.films > 0
          ? t(m.noDiaryEntries, { films: films(data.watched_list.films) })
          : t(m.emptyHint)
      }
      icon={BarChart3}
      action={
        <Link
          to="/settings/data"
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover"
        >
          {t(m.importHistory)}
        </Link>
      }
    />
  ) : (
    <div className="flex flex-col gap-10">
      {data.review && (
        <YearReview
          review={data.review}
          years={data.years.map((entry) => entry.year).reverse()}
          onYearChange={(chosen) => setSearchParams({ year: String(chosen) }, { replace: true })}
          isChanging={stats.isPlaceholderData}
        />
      )}
      <StatsOverview stats={data} />
    </div>
  );

  return (
    <div className="page-container py-8 md:py-10">
      <PageHeader
        title={t(m.title)}
        subtitle={
          data && data.totals.watches > 0
            ? t(m.diarySince, {
                year: data.years[0]?.year,
                watches: watches(data.totals.watches),
                films: films(data.totals.films),
                hours: t(m.hours, { count: hoursOf(data.totals.minutes) }),
              })
            : undefined
        }
      >
        {data && data.totals.watches > 0 && <WhatStatsCount stats={data} />}
      </PageHeader>
      {content}
    </div>
  );
}

function StatsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-4">
      <TextSkeleton className="h-8 w-64" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {Array.from({ length: 4 }, (_, index) => (
          <TextSkeleton key={index} className="h-24" />
        ))}
      </div>
      <TextSkeleton className="h-80" />
    </div>
  );
}
