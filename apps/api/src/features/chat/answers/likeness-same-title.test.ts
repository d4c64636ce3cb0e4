import type { MovieSummary } from '@marquee/contracts';
import { movieSummaryStub } from '@marquee/catalog/testing';
import { describe, expect, it } from 'vitest';
import { moviesListedIn } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { NO_EXCLUSIONS } from '../retrieval/query-filter.ts';
import { emptyQuery } from '../understanding/chat-query.ts';
import { likeMovie } from './recommend.answer.ts';

const film = (id: number, title: string, year: number) =>
  movieSummaryStub({ id, title, release_date: `${year}-01-01`, genre_ids: [27, 878] });

// A catalog with a remake beside its original: the seed resolved to one, the other is its nearest film.
const THING_2011 = film(1, 'The Thing', 2011);
const THING_1982 = film(2, 'The Thing', 1982);
const DUNE_2021 = film(3, 'Dune', 2021);
const DUNE_1984 = film(4, 'DUNE', 1984);
const OTHERS = [film(5, 'Alien', 1979), film(6, 'The Fly', 1986), film(7, 'Event Horizon', 1997)];

/** Tools whose similar films are, for every seed, both namesakes first and then the others. */
const tools = {
  facts: async () => null,
  findSeries: async () => [],
  similar: async () => [THING_1982, DUNE_1984, THING_2011, DUNE_2021, ...OTHERS],
  allowedBy: async (movies: MovieSummary[]) => movies,
  runtimes: async () => new Map(),
} as unknown as MovieTools;

const context = { excludeIds: new Set<number>(), exclusions: NO_EXCLUSIONS, language: 'en' as const };
const listedIds = (text: string) => moviesListedIn(text).map((movie) => movie.id);

describe('films like a seed never list a film of the same title (its remake or its original)', () => {
  it('leaves the 1982 film out when the seed is the 2011 one, and the other way round', async () => {
    const like2011 = listedIds((await likeMovie(tools, THING_2011, emptyQuery(), context)).text);
    expect(like2011).not.toContain(THING_1982.id);
    expect(like2011).toContain(OTHERS[0]!.id);
    const like1982 = listedIds((await likeMovie(tools, THING_1982, emptyQuery(), context)).text);
    expect(like1982).not.toContain(THING_2011.id);
  });

  it('compares titles whatever their case, with two seeds', async () => {
    const ids = listedIds((await likeMovie(tools, DUNE_2021, emptyQuery(), context, [OTHERS[1]!])).text);
    expect(ids).not.toContain(DUNE_1984.id);
    expect(ids).not.toContain(OTHERS[1]!.id);
    expect(ids).toContain(THING_1982.id);
  });
});
