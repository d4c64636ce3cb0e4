import { describe, expect, it } from 'vitest';
import { FORREST_GUMP } from '@marquee/catalog/testing';
import { memberWith } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
const JURASSIC_PARK = 329;
const SOME_LIKE_IT_HOT = 239;
/** A comedy with fewer votes than the catalog's best-rated order keeps. */
const IT_HAPPENED_ONE_NIGHT = 3078;
const RAGING_BULL = 1578;
const BEN_HUR = 665;
const GIANT = 1712;
const THE_LIVES_OF_OTHERS = 582;
const A_CHARLIE_BROWN_CHRISTMAS = 13187;
const SCHINDLERS_LIST = 424;

const watching = (...ids: number[]): [string, Record<string, unknown>][] =>
  ids.map((id) => ['/api/watch/status', { tmdb_id: id, status: 'want_to_watch' }]);

describe("POST /api/chat: a person's films they have seen, the name among words of any language", () => {
  const ask = memberWith(
    [JURASSIC_PARK, FORREST_GUMP].map((id, index) => [
      '/api/diary',
      { tmdb_id: id, watched_on: `2026-0${index + 3}-01` },
    ]),
  );

  it.each([
    'hab ich schon mal was von spielberg gesehen?',
    'ya he visto algo de spielberg?',
    'ho mai visto qualcosa di spielberg?',
  ])('%s', async (prompt) => {
    expect(listed(await ask(prompt))).toEqual([JURASSIC_PARK]);
  });
});

describe('POST /api/chat: every film of their watchlist that fits is theirs, however few voted for it', () => {
  const ask = memberWith(watching(SOME_LIKE_IT_HOT, IT_HAPPENED_ONE_NIGHT, RAGING_BULL));

  it.each(['quais comédias tenho na minha lista?', 'do i have any comedies on my watchlist?'])(
    '%s',
    async (prompt) => {
      expect(listed(await ask(prompt)).sort()).toEqual([SOME_LIKE_IT_HOT, IT_HAPPENED_ONE_NIGHT].sort());
    },
  );
});

describe('POST /api/chat: the watchlist called so in Spanish and German', () => {
  const ask = memberWith(watching(SCHINDLERS_LIST, A_CHARLIE_BROWN_CHRISTMAS));

  it.each(['algo cortito de mi watchlist', 'was kurzes von meine watchlist'])('%s', async (prompt) => {
    expect(listed(await ask(prompt))).toEqual([A_CHARLIE_BROWN_CHRISTMAS]);
  });
});

describe('POST /api/chat: films in order of length say how long each one runs', () => {
  const ask = memberWith(watching(GIANT, BEN_HUR, THE_LIVES_OF_OTHERS));

  it.each([
    ['cuál es la peli más corta de mi lista?', THE_LIVES_OF_OTHERS, 137],
    ['quel est le film le plus long de ma liste ?', BEN_HUR, 212],
  ])('%s', async (prompt, first, minutes) => {
    const reply = await ask(prompt);
    expect(listed(reply)[0]).toBe(first);
    expect(reply).toContain(`— ${minutes} min —`);
  });
});
