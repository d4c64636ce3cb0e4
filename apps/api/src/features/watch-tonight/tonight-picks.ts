import type { MovieFilter } from '@marquee/catalog';
import {
  TONIGHT_MOODS,
  type MemberReason,
  type MovieSummary,
  type TonightPicks,
  type TonightPicksRequest,
} from '@marquee/contracts';
import { BadRequestError } from '../../platform/errors.ts';
import { titlesOf } from '../../platform/recommended-movies.ts';
import { FILTER_CHUNK, fromGenresAndPopularity } from './genre-fallback.ts';
import { rankByLeastMisery, type GroupRanked, type PredictedScores } from './group-pick.ts';
import { scoredOver, topLists, type MemberPredictions } from './member-predictions.ts';
import { contributionsReason, genreOverlapReason, readerOf } from './member-reasons.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';
import { membersOf } from './tonight-members.ts';
import type { MemberTaste } from './tonight.repository.ts';
import { partnerOf } from './watch-together.service.ts';

/** Each member's liked movies a reason may name. */
const REASON_HISTORY = 30;
/** Ranked candidates asked about at once for "on my services" (one TMDB providers read each, mostly cached). */
const AVAILABILITY_CHUNK = 20;
const ON_MY_SERVICES_NEEDS_TMDB = 'on_my_services needs the live TMDB catalog';

type Picked = { movie: MovieSummary; reasons: MemberReason[] };

/** What the group's scores came from: the recommender, or (`limited`) the members' liked genres and popularity. */
interface GroupScores {
  limited: boolean;
  scores: PredictedScores[];
  because: MemberPredictions['because'][];
  pool: number[];
  /** Each member's liked movies, read only while the recommender is down (the scores and reasons use them). */
  likedBy: MovieSummary[][];
}

const withinLimits = (body: TonightPicksRequest, excluded: number[]) => {
  const moodGenres = body.mood ? [...TONIGHT_MOODS[body.mood].genreIds] : [];
  const anyGenreIds = [...moodGenres, ...(body.genre_id ? [body.genre_id] : [])];
  return {
    excludeIds: excluded,
    ...(anyGenreIds.length ? { anyGenreIds } : {}),
    ...(body.max_runtime ? { runtimeMax: body.max_runtime } : {}),
  } satisfies MovieFilter;
};

/**
 * Watch tonight: each member's predicted scores from the recommender (their history over real HTTP), or, while it
 * is down, from the genres they like and popularity; candidates nobody has seen, within the limits, ranked by the
 * group rule; each member's reason, shown to the others only when their profile is public.
 */
export async function pickForTonight(
  dependencies: TonightDependencies,
  userId: string,
  body: TonightPicksRequest,
): Promise<TonightPicks> {
  if (body.on_my_services && !dependencies.onMyServices) throw new BadRequestError(ON_MY_SERVICES_NEEDS_TMDB);
  const members = await membersOf(dependencies, userId, body.member_ids);
  const [tastes, people] = await Promise.all([
    dependencies.tonight.tastes(members),
    dependencies.partners.people(members),
  ]);
  const excluded = [...new Set([...body.exclude, ...tastes.flatMap((taste) => [...taste.seen])])];
  const filter = withinLimits(body, excluded);
  const group = await groupScores(dependencies, tastes, body, filter);
  const candidates = await candidatesWithin(dependencies, group.pool, filter, body);
  const byId = new Map(candidates.map((movie) => [movie.id, movie]));
  const everyCandidate = rankByLeastMisery(
    candidates.map((movie) => movie.id),
    group.scores,
  );
  const ranked = body.on_my_services
    ? await onUsersServices(dependencies, userId, everyCandidate, body.count)
    : everyCandidate.slice(0, body.count);
  const titles = await titlesOf(
    dependencies.catalog,
    ranked.flatMap((pick) => group.because.flatMap((member) => member.get(pick.tmdbId) ?? [])),
  );
  const picks: Picked[] = ranked.map((pick) => {
    const movie = byId.get(pick.tmdbId)!;
    return {
      movie,
      reasons: tastes.map((taste, index) => {
        const reader = readerOf(taste, userId);
        const name = reader.self ? 'You' : partnerOf(people.get(taste.userId), taste.userId).name;
        const { reason, parts } = group.limited
          ? genreOverlapReason(taste, reader, movie, pick.scores[index]!, group.likedBy[index]!)
          : contributionsReason(taste, reader, movie.id, group.because[index]!.get(movie.id), titles);
        return { user_id: taste.userId, name, reason, parts, on_watchlist: taste.watchlist.has(movie.id) };
      }),
    };
  });
  return { picks, limited: group.limited };
}

/** Each member's scores of the pool, from the recommender or, while it is down, from genres and popularity. */
async function groupScores(
  dependencies: TonightDependencies,
  tastes: MemberTaste[],
  body: TonightPicksRequest,
  filter: MovieFilter,
): Promise<GroupScores> {
  const watchlists = [...new Set(tastes.flatMap((taste) => [...taste.watchlist]))];
  let group: GroupScores;
  try {
    const tops = await topLists(dependencies, tastes);
    const pool = body.watchlists_only
      ? watchlists
      : [...new Set([...tops.flatMap((member) => [...member.scores.keys()]), ...watchlists])];
    const answers = await scoredOver(dependencies, tastes, tops, pool);
    group = {
      limited: false,
      scores: answers.map((member) => member.scores),
      because: answers.map((member) => member.because),
      pool,
      likedBy: [],
    };
  } catch (error) {
    dependencies.log.warn(
      { err: error },
      'watch tonight: recommender unavailable, picking from genres and popularity',
    );
    const likedBy = await Promise.all(
      tastes.map((taste) => dependencies.catalog.getMovieSummaries(taste.liked.slice(0, REASON_HISTORY))),
    );
    const fallback = await fromGenresAndPopularity(dependencies, likedBy, filter, watchlists);
    group = { limited: true, because: [], likedBy, ...fallback };
  }
  if (body.watchlists_only) group.pool = watchlists;
  // A movie on a member's own watchlist is what they said they want: their best score.
  group.scores = group.scores.map((member, index) => {
    const own = tastes[index]!.watchlist;
    const best = Math.max(0, ...member.values());
    return new Map([...member, ...[...own].map((id): [number, number] => [id, best || 1])]);
  });
  return group;
}

/** The pool's movies that pass the limits, in the pool's order; popular ones within them make up a short list. */
async function candidatesWithin(
  { catalog }: Pick<TonightDependencies, 'catalog'>,
  pool: number[],
  filter: MovieFilter & { excludeIds: number[] },
  body: TonightPicksRequest,
): Promise<MovieSummary[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < pool.length; start += FILTER_CHUNK)
    chunks.push(pool.slice(start, start + FILTER_CHUNK));
  const found = (
    await Promise.all(
      chunks.map((includeIds) => catalog.findMovies({ ...filter, includeIds, limit: FILTER_CHUNK })),
    )
  ).flat();
  const byId = new Map(found.map((movie) => [movie.id, movie]));
  const candidates = pool.flatMap((id) => byId.get(id) ?? []);
  if (candidates.length >= body.count || body.watchlists_only) return candidates;
  // Few predictions pass the limits: the catalog's popular movies within them make up the rest.
  const more = await catalog.findMovies({
    ...filter,
    excludeIds: [...filter.excludeIds, ...candidates.map((movie) => movie.id)],
    sort: 'popularity',
    limit: body.count - candidates.length,
  });
  return [...candidates, ...more];
}

/**
 * The best ranked picks streaming on the user's services, asked about a chunk at a time down the ranking so a
 * short answer reads few movies' providers.
 */
async function onUsersServices(
  { onMyServices }: Pick<TonightDependencies, 'onMyServices'>,
  userId: string,
  ranked: GroupRanked[],
  count: number,
): Promise<GroupRanked[]> {
  if (!onMyServices) throw new BadRequestError(ON_MY_SERVICES_NEEDS_TMDB);
  const kept: GroupRanked[] = [];
  for (let start = 0; start < ranked.length && kept.length < count; start += AVAILABILITY_CHUNK) {
    const chunk = ranked.slice(start, start + AVAILABILITY_CHUNK);
    const streaming = new Set(
      await onMyServices(
        userId,
        chunk.map((pick) => pick.tmdbId),
      ),
    );
    kept.push(...chunk.filter((pick) => streaming.has(pick.tmdbId)));
  }
  return kept.slice(0, count);
}
