import { describe, expect, it } from 'vitest';
import { recommendationListSchema, type RecommendationItem } from '@marquee/contracts';
import { buildRecommenderApp } from '../recommender.app.ts';
import { RecommendationModel, toModelFile } from './model-file.ts';
import { trainNeighbours } from './train.ts';
import type { Interaction, MovieFeatures, TrainingData } from './training-data.ts';
import { HEAT } from '@marquee/catalog/testing';

const COLLATERAL = 1538;
const THIEF = 11_000;
const INSIDER = 9_008;
const RONIN = 8_195;
const PICK = 500;
const OTHER = 600;

/** A model by hand: each movie's list, best first (the scores only order it; history merges by 1/rank). */
function handModel(lists: Record<number, number[]>): RecommendationModel {
  const movieIds = Object.keys(lists).map(Number);
  const all = [...new Set([...movieIds, ...Object.values(lists).flat()])];
  const position = new Map(all.map((id, index) => [id, index]));
  return new RecommendationModel(
    toModelFile(
      {
        movieIds: all,
        neighbours: all.map((id) => {
          const list = lists[id] ?? [];
          return {
            items: Int32Array.from(list, (other) => position.get(other)!),
            scores: Float32Array.from(list, (_, rank) => 1 - rank / 100),
          };
        }),
      },
      'hand-made',
    ),
  );
}

async function history(model: RecommendationModel, query: string): Promise<RecommendationItem[]> {
  const app = buildRecommenderApp({ model: () => model, status: () => 'ok' }, { logLevel: 'silent' });
  const response = await app.inject({ url: `/recommend/history?${query}` });
  expect(response.statusCode).toBe(200);
  return recommendationListSchema.parse(response.json());
}

describe('reasons from the model’s actual contributions', () => {
  // PICK is 3rd in Heat's list (1/3), 1st in Collateral's (1), 2nd in Thief's (1/2): Collateral, then Thief,
  // then Heat contribute most. OTHER is only 1st in Heat's list (1).
  const model = handModel({
    [HEAT]: [OTHER, RONIN, PICK],
    [COLLATERAL]: [PICK, RONIN],
    [THIEF]: [INSIDER, PICK],
  });

  it('names the history movies with the largest terms of a pick’s score, largest first, summing to it', async () => {
    const answer = await history(model, `tmdb_ids=${HEAT},${COLLATERAL},${THIEF}&top_n=10`);
    const pick = answer.find((item) => item.tmdbId === PICK)!;
    expect(pick.because).toEqual([
      { tmdbId: COLLATERAL, contribution: 1 },
      { tmdbId: THIEF, contribution: 0.5 },
      { tmdbId: HEAT, contribution: 0.3333 },
    ]);
    expect(pick.rating).toBeCloseTo(1 + 1 / 2 + 1 / 3, 3);
    expect(answer[0].tmdbId).toBe(PICK); // 1.83 beats Ronin's 1/2 + 1/2 and OTHER's 1
    expect(answer.find((item) => item.tmdbId === OTHER)!.because).toEqual([
      { tmdbId: HEAT, contribution: 1 },
    ]);
    // Every pick names at least one contributor, and none of them is a pick of its own.
    for (const item of answer) expect(item.because!.length).toBeGreaterThan(0);
    expect(answer.map((item) => item.tmdbId)).not.toContain(HEAT);
  });

  it('scores exactly the asked candidates for a group pick, with the same contributions', async () => {
    const answer = await history(
      model,
      `tmdb_ids=${HEAT},${COLLATERAL}&top_n=1&candidate_ids=${RONIN},${INSIDER},${PICK}`,
    );
    // top_n does not cut a candidate list; INSIDER is in no list of this history, so it scores nothing.
    expect(answer.map((item) => [item.tmdbId, item.rating])).toEqual([
      [PICK, 1.3333],
      [RONIN, 1],
    ]);
    expect(answer[1].because).toEqual([
      { tmdbId: HEAT, contribution: 0.5 },
      { tmdbId: COLLATERAL, contribution: 0.5 },
    ]);
  });
});

const movie = (id: number, facts: Partial<MovieFeatures>): MovieFeatures => ({
  id,
  genreIds: [80],
  keywords: [],
  castIds: [],
  directorIds: [],
  overview: '',
  popularity: 10,
  ...facts,
});
const MANN = 1032;
const names = new Map([
  [MANN, 'Michael Mann'],
  [2000, 'Someone Else'],
]);

describe('evidence of a movie page’s picks', () => {
  const movies = [
    movie(HEAT, {
      directorIds: [MANN],
      keywords: ['heist', 'bank robbery', 'los angeles'],
      personNames: names,
    }),
    movie(COLLATERAL, { directorIds: [MANN], keywords: ['taxi'], personNames: names }),
    movie(RONIN, { directorIds: [2000], keywords: ['heist', 'bank robbery'], personNames: names }),
    movie(THIEF, { directorIds: [2000], keywords: ['taxi'], personNames: names }),
    movie(INSIDER, { genreIds: [18], keywords: ['tobacco'] }),
  ];

  it('names what the content shares most when content placed the pick', () => {
    const trained = trainNeighbours({ movies, interactions: [] }, 'served');
    const evidenceOf = (from: number, to: number) => {
      const at = trained.movieIds.indexOf(from);
      const slot = Array.from(trained.neighbours[at].items).indexOf(trained.movieIds.indexOf(to));
      return trained.evidence![at][slot];
    };
    expect(evidenceOf(HEAT, COLLATERAL)).toBe('d:Michael Mann');
    expect(evidenceOf(HEAT, RONIN)).toBe('k:bank robbery|heist');
  });

  it('says co-liked when the collaborative model’s weight put the pick there', () => {
    const likes = (user: string, ...ids: number[]): Interaction[] =>
      ids.map((movieId) => ({ userKey: user, movieId, weight: 1 }));
    const data: TrainingData = {
      movies,
      interactions: Array.from({ length: 5 }, (_, user) => likes(`u${user}`, HEAT, INSIDER)).flat(),
    };
    const trained = trainNeighbours(data, 'served', {
      collaborative: { ease: { lambda: 1, minPositives: 3 } },
    });
    const file = new RecommendationModel(toModelFile(trained, 'co-liked'));
    const [first] = file.recommend(HEAT, 3)!;
    expect(first).toMatchObject({ tmdbId: INSIDER, reason: { kind: 'co_liked' } });
    const content = file.recommend(HEAT, 5)!.find((item) => item.tmdbId === COLLATERAL)!;
    expect(content.reason).toEqual({ kind: 'director', names: ['Michael Mann'] });
  });
});
