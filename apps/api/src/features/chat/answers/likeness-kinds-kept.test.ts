import type { MovieFilter } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { movieSummaryStub } from '@marquee/catalog/testing';
import { describe, expect, it } from 'vitest';
import { moviesListedIn } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { NO_EXCLUSIONS } from '../retrieval/query-filter.ts';
import { emptyQuery } from '../understanding/chat-query.ts';
import { likeMovie } from './recommend.answer.ts';

const film = (id: number, title: string, genres: number[]) =>
  movieSummaryStub({ id, title, genre_ids: genres });

const [COMEDY, CRIME, ROMANCE] = [35, 80, 10749];
const SEED = film(1, 'Seed', [COMEDY, CRIME]);
const CANDIDATES = [
  film(2, 'Only Crime', [CRIME]),
  film(3, 'Only Comedy', [COMEDY]),
  film(4, 'Romance', [ROMANCE]),
];

/** Tools whose similar films are kept by the filter's genres, all of them or any of them. */
const tools = {
  facts: async () => null,
  findSeries: async () => [],
  similar: async () => CANDIDATES,
  allowedBy: async (movies: MovieSummary[], filter: MovieFilter) =>
    movies.filter(
      (movie) =>
        (filter.genreIds ?? []).every((id) => movie.genre_ids.includes(id)) &&
        (!filter.anyGenreIds?.length || filter.anyGenreIds.some((id) => movie.genre_ids.includes(id))),
    ),
  runtimes: async () => new Map(),
} as unknown as MovieTools;

const context = { excludeIds: new Set<number>(), exclusions: NO_EXCLUSIONS, language: 'en' as const };

describe('films like a seed, with kinds said of it that no film like it has all at once', () => {
  it('keeps the films that have one of those kinds', async () => {
    const query = { ...emptyQuery(), genreIds: [COMEDY, CRIME] };
    const ids = moviesListedIn((await likeMovie(tools, SEED, query, context)).text).map((movie) => movie.id);
    expect(ids).toEqual(expect.arrayContaining([2, 3]));
    expect(ids).not.toContain(4);
  });

  it('asks for one kind strictly', async () => {
    const query = { ...emptyQuery(), genreIds: [CRIME] };
    const ids = moviesListedIn((await likeMovie(tools, SEED, query, context)).text).map((movie) => movie.id);
    expect(ids).toEqual([2]);
  });
});

const [ACTION, HORROR, DRAMA, ROMANCE_ID] = [28, 27, 18, 10749];
const KOREAN_HORROR = { ...film(10, 'Zombie Train', [HORROR, ACTION]), original_language: 'ko' };
const LOVE_STORY = film(20, 'Love Story', [DRAMA, ROMANCE_ID]);
/** Similar films, the ones least of the seed's kind first: English action before English horror. */
const drifting = {
  ...tools,
  similar: async () => [
    film(11, 'Car Chase', [ACTION]),
    film(12, 'Heist', [ACTION]),
    film(13, 'Haunted House', [HORROR]),
    film(21, 'Tearjerker', [DRAMA, ROMANCE_ID]),
    film(22, 'Romcom', [COMEDY, ROMANCE_ID]),
  ],
} as unknown as MovieTools;

describe('films like a seed in another language, or lighter than it, keep its kind', () => {
  const listed = async (seed: MovieSummary, query: ReturnType<typeof emptyQuery>) =>
    moviesListedIn((await likeMovie(drifting, seed, query, context)).text).map((movie) => movie.id);

  it('keeps a horror seed horror when only the language changes', async () => {
    expect(await listed(KOREAN_HORROR, { ...emptyQuery(), languages: ['en'] })).toEqual([13]);
    expect(await listed(KOREAN_HORROR, emptyQuery())).toContain(11);
  });

  it('puts the lighter films first when the seed is asked less sad', async () => {
    const lighter = { ...emptyQuery(), genreIds: [ROMANCE_ID], likeChange: { lighter: true } };
    expect(await listed(LOVE_STORY, lighter)).toEqual([22]);
    expect(await listed(LOVE_STORY, { ...emptyQuery(), genreIds: [ROMANCE_ID] })).toContain(21);
  });
});
