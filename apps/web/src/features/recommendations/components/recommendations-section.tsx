import { useId, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { MovieSummary } from '@marquee/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HorizontalScroller } from '../../../components/ui/horizontal-scroller.tsx';
import { MovieCard } from '../../../components/ui/movie-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { MovieRowSkeleton, rowCardItemClass } from '../../../components/ui/skeletons.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useReasonTexts } from '../../../lib/recommendation-reasons/reason-text.ts';
import { useRecommendations } from '../api/use-recommendations.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { recommendationMessages as m } from '../messages.ts';

interface RecommendationsSectionProps {
  movie: MovieRef;
  /** Per-card actions (the app layer passes Like and Add to Playlist). */
  renderActions?: (movie: MovieSummary) => ReactNode;
}

/** 'Recommended Movies' on the movie page: the recommendation service's picks, with its own loading state. */
export function RecommendationsSection({ movie, renderActions }: RecommendationsSectionProps) {
  const t = useT();
  const headingId = useId();
  const recommendations = useRecommendations(movie.id);
  const movies = useReasonTexts(recommendations.data ?? []);
  return (
    <section aria-labelledby={headingId} className="min-w-0" data-testid="recommendations">
      <SectionHeading
        id={headingId}
        title={t(m.title)}
        subtitle={
          <>
            <span className="mr-3">{t(m.basedOn)}</span>
            {/* Beside the subtitle rather than at the right, so the title keeps one line on a phone. */}
            <span className="mt-1 inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-hairline bg-surface px-2.5 py-0.5 text-xs font-medium">
              <Sparkles size={14} aria-hidden="true" className="text-accent" />
              {t(m.poweredBy)}
            </span>
          </>
        }
      />
      {recommendations.isPending ? (
        <MovieRowSkeleton />
      ) : movies.length === 0 ? (
        <EmptyState level={3} icon={Sparkles} title={t(m.none)} hint={t(m.noneHint)} />
      ) : (
        <HorizontalScroller label={t(m.title)}>
          {movies.map((recommended, index) => (
            <li key={recommended.id} className={rowCardItemClass(index)}>
              <MovieCard
                movie={recommended}
                reason={recommended.reason}
                actions={renderActions?.(recommended)}
              />
            </li>
          ))}
        </HorizontalScroller>
      )}
    </section>
  );
}

export type { MovieRef };
