import { describe, expect, it } from 'vitest';
import { movieSummaryStub } from '@marquee/catalog/testing';
import { parsePrompt } from '../understanding/parse-prompt.ts';
import { seriesOfAlias } from '../understanding/title-aliases.ts';
import type { MovieTools } from './movie-tools.ts';
import { resolveExclusions } from './resolve-exclusions.ts';

const CATALOG = [
  { id: 85, title: 'Raiders of the Lost Ark' },
  { id: 89, title: 'Indiana Jones and the Last Crusade' },
  { id: 11, title: 'Star Wars' },
  { id: 1891, title: 'The Empire Strikes Back' },
];

/** A catalog that knows titles only as written, and series only by their films' shared start. */
const tools = {
  findTitle: async (typed: string) => {
    const film = CATALOG.find((movie) => movie.title.toLowerCase() === typed.toLowerCase());
    return film && movieSummaryStub(film);
  },
  findSeries: async (typed: string) =>
    CATALOG.filter((movie) => movie.title.toLowerCase().startsWith(`${typed.toLowerCase()} `)).map((movie) =>
      movieSummaryStub(movie),
    ),
  findPerson: async () => undefined,
} as unknown as MovieTools;

describe('a series whose films share no title start, turned down by its name', () => {
  it.each([
    ['indiana jones', [85, 89]],
    ['the star wars', [11, 1891]],
  ])('%s leaves every film of it out', async (typed, ids) => {
    const query = { ...parsePrompt('an adventure film').query, avoidTitles: [typed] };
    const { movieIds } = await resolveExclusions(query, tools, []);
    expect([...movieIds].sort((a, b) => a - b)).toEqual(ids);
  });

  it('names the films of the series', () => {
    expect(seriesOfAlias('the star wars')).toEqual([
      'Star Wars',
      'The Empire Strikes Back',
      'Return of the Jedi',
    ]);
  });
});
