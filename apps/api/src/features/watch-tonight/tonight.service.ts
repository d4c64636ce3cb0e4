import type { FastifyBaseLogger } from 'fastify';
import type { Catalog, MovieFilter } from '@marquee/catalog';
import {
  genreName,
  PRIVATE_MEMBER_REASON,
  RECOMMENDER_MAX_CANDIDATES,
  TONIGHT_MOODS,
  type MemberReason,
  type MovieSummary,
  type TonightPicks,
  type TonightPicksRequest,
} from '@marquee/contracts';
import { BadRequestError, ForbiddenError } from '../../platform/errors.ts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { titlesOf } from '../../platform/recommended-movies.ts';
import type { Recommendation, RecommenderClient } from '../../platform/recommender-client.ts';
import { rankByLeastMisery, type GroupRanked, type PredictedScores } from './group-pick.ts';
import { contributionsReason } from './member-reasons.ts';
import type { MemberTaste, TonightRepository } from './tonight.repository.ts';
import type { WatchTogetherRepository } from './watch-together.repository.ts';
import { partnerOf } from './watch-together.service.ts';

/** The most recent positives say most about what someone wants now (as "For you" sends them). */
const HISTORY_SENT = 50;
/** The recommender's most per request. */
const CANDIDATES_PER_MEMBER = 50;
/** Each member's liked movies a reason may name. */
const REASON_HISTORY = 30;
/** Genres of each member the fallback reads from their likes. */
const FALLBACK_GENRES = 3;
/** Members' answers of the recommender kept in memory (a few KB each), the oldest dropped first. */
const PREDICTIONS_KEPT = 2000;
/** The catalog's findMovies answers at most this many per call. */
const FILTER_CHUNK = 100;
/** Ranked candidates asked about at once for "on my services" (one TMDB providers read each, mostly cached). */
const AVAILABILITY_CHUNK = 20;

type Picked = { movie: MovieSummary; reasons: MemberReason[] };

/** One member's answer of the recommender: a score per movie and the member's movies that add most to it. */
interface MemberPredictions {
  scores: PredictedScores;
  because: ReadonlyMap<number, readonly number[]>;
}
const NO_PREDICTIONS: MemberPredictions = { scores: new Map(), because: new Map() };

/** Of these movies, the ones streaming on the user's services in their region (live TMDB only). */
export type OnMyServices = (userId: string, tmdbIds: number[]) => Promise<number[]>;

/**
 * Watch tonight: each member's predicted scores from the recommender (their history over real HTTP), or,
 * while it is down, from the genres they like and popularity; candidates nobody has seen, within the limits,
 * ranked by the group rule; each member's reason, shown to the others only when their profile is public.
 */
export function createTonightService({
  tonight,
  partners,
  recommender,
  catalog,
  onMyServices,
  log,
}: {
  tonight: TonightRepository;
  partners: WatchTogetherRepository;
  recommender: RecommenderClient;
  catalog: Catalog;
  /** Undefined without live TMDB: "on my services" is then refused. */
  onMyServices: OnMyServices | undefined;
  log: FastifyBaseLogger;
}) {
  /** The user and the accepted partners among the ids asked for; any other id is refused. */
  async function membersOf(userId: string, memberIds: string[]): Promise<string[]> {
    const others = [...new Set(memberIds)].filter((id) => id !== userId);
    const accepted = await partners.acceptedPartnersAmong(userId, others);
    if (accepted.size !== others.length)
      throw new ForbiddenError('Only people who accepted your watch-together invitation can watch with you');
    return [userId, ...others];
  }

  /**
   * A member's predictions depend only on the history sent, the model and the movies asked about: kept under
   * all three, so "Another" and a changed limit do not ask the recommender again, and a new like or a
   * retraining does.
   */
  const predictions = new Map<string, MemberPredictions>();
  const keep = (key: string, member: MemberPredictions) => {
    if (predictions.size >= PREDICTIONS_KEPT) predictions.delete(predictions.keys().next().value!);
    predictions.set(key, member);
  };
  const memberPredictions = (items: Recommendation[]): MemberPredictions => ({
    scores: new Map(items.map((item) => [item.tmdbId, item.rating])),
    because: new Map(items.map((item) => [item.tmdbId, (item.because ?? []).map((term) => term.tmdbId)])),
  });
  /** The member's answer of the recommender (their top list, or their scores of `candidates`), kept. */
  async function ask(history: number[], candidates?: number[]): Promise<MemberPredictions> {
    const asked = candidates ? `|${candidates.join(',')}` : '';
    const version = recommender.modelVersion();
    const kept =
      version === undefined ? undefined : predictions.get(`${version}|${history.join(',')}${asked}`);
    if (kept) return kept;
    const answer = await recommender.recommendForHistory(history, CANDIDATES_PER_MEMBER, candidates);
    const member = memberPredictions(answer.items);
    if (answer.modelVersion !== undefined)
      keep(`${answer.modelVersion}|${history.join(',')}${asked}`, member);
    return member;
  }
  const historyOf = (taste: MemberTaste) => taste.positives.slice(0, HISTORY_SENT);

  /** Each member's own top list from the recommender: together they make the group's candidates. */
  async function topLists(tastes: MemberTaste[]): Promise<MemberPredictions[]> {
    return Promise.all(
      tastes.map((taste) => {
        const history = historyOf(taste);
        return history.length === 0 ? NO_PREDICTIONS : ask(history);
      }),
    );
  }

  /**
   * Each member's predicted score of every candidate, not only of those in their own top list: the movies of
   * the pool outside it are asked about (`candidate_ids`), so a movie another member's list brought in is
   * ranked by what the model predicts for this member too. A movie the model does not score for them stays
   * unscored (0 once normalised).
   */
  async function scoredOver(
    tastes: MemberTaste[],
    tops: MemberPredictions[],
    pool: number[],
  ): Promise<MemberPredictions[]> {
    return Promise.all(
      tastes.map(async (taste, index) => {
        const history = historyOf(taste);
        const top = tops[index]!;
        const missing = [...new Set(pool)].filter((id) => !top.scores.has(id)).sort((a, b) => a - b);
        if (history.length === 0 || missing.length === 0) return top;
        const chunks: number[][] = [];
        for (let start = 0; start < missing.length; start += RECOMMENDER_MAX_CANDIDATES)
          chunks.push(missing.slice(start, start + RECOMMENDER_MAX_CANDIDATES));
        const answers = await Promise.all(chunks.map((chunk) => ask(history, chunk)));
        return {
          scores: new Map([...top.scores, ...answers.flatMap((answer) => [...answer.scores])]),
          because: new Map([...top.because, ...answers.flatMap((answer) => [...answer.because])]),
        };
      }),
    );
  }

  /** Each genre's share of the member's liked movies (1 for their most liked genre). */
  function genreWeights(liked: MovieSummary[]): Map<number, number> {
    const counts = new Map<number, number>();
    for (const genre of liked.flatMap((movie) => movie.genre_ids))
      counts.set(genre, (counts.get(genre) ?? 0) + 1);
    const most = Math.max(0, ...counts.values());
    return new Map([...counts].map(([genre, count]) => [genre, count / most]));
  }

  /**
   * While the recommender is down: each member's score of a movie is the weight of its genres among their
   * liked movies, over the catalog's popular movies in the members' top genres and their watchlists.
   */
  async function fromGenresAndPopularity(
    likedBy: MovieSummary[][],
    filter: MovieFilter,
    watchlists: number[],
  ): Promise<{ scores: PredictedScores[]; pool: number[] }> {
    const weights = likedBy.map(genreWeights);
    const genres = [
      ...new Set(
        weights.flatMap((member) =>
          [...member]
            .sort((a, b) => b[1] - a[1])
            .slice(0, FALLBACK_GENRES)
            .map(([genre]) => genre),
        ),
      ),
    ];
    const popular = await catalog.findMovies({
      anyGenreIds: genres,
      ...filter,
      sort: 'popularity',
      limit: FILTER_CHUNK,
    });
    const pool = [...new Set([...popular.map((movie) => movie.id), ...watchlists])];
    const genresOf = new Map(
      (await catalog.getMovieSummaries(pool)).map((movie) => [movie.id, movie.genre_ids]),
    );
    const scores = weights.map(
      (member) =>
        new Map(
          pool.map((id) => [
            id,
            (genresOf.get(id) ?? []).reduce((sum, genre) => sum + (member.get(genre) ?? 0), 0),
          ]),
        ),
    );
    return { scores, pool };
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

  /** The pool's movies that pass the limits, in the pool's order. */
  async function filterPool(pool: number[], filter: MovieFilter): Promise<MovieSummary[]> {
    const chunks: number[][] = [];
    for (let start = 0; start < pool.length; start += FILTER_CHUNK)
      chunks.push(pool.slice(start, start + FILTER_CHUNK));
    const found = (
      await Promise.all(
        chunks.map((includeIds) => catalog.findMovies({ ...filter, includeIds, limit: FILTER_CHUNK })),
      )
    ).flat();
    const byId = new Map(found.map((movie) => [movie.id, movie]));
    return pool.flatMap((id) => byId.get(id) ?? []);
  }

  /** While the recommender is down: the member's liked movie sharing most genres with the pick. */
  function genreOverlapReason(
    taste: MemberTaste,
    self: boolean,
    movie: MovieSummary,
    score: number,
    liked: MovieSummary[],
  ): string {
    if (taste.watchlist.has(movie.id)) return self ? "it's on your watchlist" : "it's on their watchlist";
    let best: { title: string; shared: number[] } | undefined;
    for (const candidate of liked) {
      const shared = candidate.genre_ids.filter((genre) => movie.genre_ids.includes(genre));
      if (shared.length > (best?.shared.length ?? 0)) best = { title: candidate.title, shared };
    }
    const pull = score >= 0.5 ? 'a strong match' : score > 0 ? 'a match' : 'new ground';
    if (!best) return `${pull} for ${self ? 'your' : 'their'} taste`;
    const genres = best.shared
      .slice(0, 2)
      .map((genre) => genreName(genre))
      .filter(Boolean)
      .join(' and ');
    return `${pull}: ${self ? 'you' : 'they'} liked ${best.title}, also ${genres}`;
  }

  /**
   * The best ranked picks streaming on the user's services, asked about a chunk at a time down the ranking so
   * a short answer reads few movies' providers.
   */
  async function onUsersServices(userId: string, ranked: GroupRanked[], count: number) {
    if (!onMyServices) throw new BadRequestError('on_my_services needs the live TMDB catalog');
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

  return {
    async picks(userId: string, body: TonightPicksRequest): Promise<TonightPicks> {
      if (body.on_my_services && !onMyServices)
        throw new BadRequestError('on_my_services needs the live TMDB catalog');
      const members = await membersOf(userId, body.member_ids);
      const [tastes, people] = await Promise.all([tonight.tastes(members), partners.people(members)]);
      // Read only while the recommender is down (its scores and reasons come from them).
      let likedBy: MovieSummary[][] = [];
      const excluded = [...new Set([...body.exclude, ...tastes.flatMap((taste) => [...taste.seen])])];
      const filter = withinLimits(body, excluded);
      const watchlists = [...new Set(tastes.flatMap((taste) => [...taste.watchlist]))];

      let limited = false;
      let scores: PredictedScores[];
      let because: MemberPredictions['because'][] = [];
      let pool: number[];
      try {
        const tops = await topLists(tastes);
        pool = [...new Set([...tops.flatMap((member) => [...member.scores.keys()]), ...watchlists])];
        if (body.watchlists_only) pool = watchlists;
        const answers = await scoredOver(tastes, tops, pool);
        scores = answers.map((member) => member.scores);
        because = answers.map((member) => member.because);
      } catch (error) {
        log.warn(
          { err: error },
          'watch tonight: recommender unavailable, picking from genres and popularity',
        );
        limited = true;
        likedBy = await Promise.all(
          tastes.map((taste) => catalog.getMovieSummaries(taste.liked.slice(0, REASON_HISTORY))),
        );
        ({ scores, pool } = await fromGenresAndPopularity(likedBy, filter, watchlists));
      }
      if (body.watchlists_only) pool = watchlists;
      // A movie on a member's own watchlist is what they said they want: their best score.
      scores = scores.map((member, index) => {
        const own = tastes[index]!.watchlist;
        const best = Math.max(0, ...member.values());
        return new Map([...member, ...[...own].map((id): [number, number] => [id, best || 1])]);
      });

      const { count } = body;
      let candidates = await filterPool(pool, filter);
      if (candidates.length < count && !body.watchlists_only) {
        // Few predictions pass the limits: the catalog's popular movies within them make up the rest.
        const more = await catalog.findMovies({
          ...filter,
          excludeIds: [...excluded, ...candidates.map((movie) => movie.id)],
          sort: 'popularity',
          limit: count - candidates.length,
        });
        candidates = [...candidates, ...more];
      }
      const byId = new Map(candidates.map((movie) => [movie.id, movie]));
      const everyCandidate = rankByLeastMisery(
        candidates.map((movie) => movie.id),
        scores,
      );
      const ranked = body.on_my_services
        ? await onUsersServices(userId, everyCandidate, count)
        : everyCandidate.slice(0, count);
      const titles = await titlesOf(
        catalog,
        ranked.flatMap((pick) => because.flatMap((member) => member.get(pick.tmdbId) ?? [])),
      );

      const picks: Picked[] = ranked.map((pick) => {
        const movie = byId.get(pick.tmdbId)!;
        return {
          movie,
          reasons: tastes.map((taste, index) => {
            const self = taste.userId === userId;
            const name = self ? 'You' : partnerOf(people.get(taste.userId), taste.userId).name;
            const reason = !(self || taste.isPublic)
              ? PRIVATE_MEMBER_REASON
              : limited
                ? genreOverlapReason(taste, self, movie, pick.scores[index]!, likedBy[index]!)
                : contributionsReason(taste, self, movie.id, because[index]!.get(movie.id), titles);
            return { user_id: taste.userId, name, reason };
          }),
        };
      });
      return { picks, limited };
    },

    /** One click puts the pick on every member's watchlist (they consented by accepting the link). */
    async addToWatchlists(userId: string, tmdbId: number, memberIds: string[]): Promise<number> {
      const members = await membersOf(userId, memberIds);
      const snapshot = await takeMovieSnapshot(catalog, tmdbId);
      await tonight.addToWatchlists(members, snapshot, new Date().toISOString());
      return members.length;
    },
  };
}
