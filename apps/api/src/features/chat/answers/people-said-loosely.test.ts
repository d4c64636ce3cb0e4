import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const THE_DARK_KNIGHT = 155;
const BATMAN_BEGINS = 272;
const THE_PRESTIGE = 1124;
const WOLF_OF_WALL_STREET = 106646;
const SHUTTER_ISLAND = 11324;
const GODFATHER_II = 240;
const HEAT = 949;
const SAVING_PRIVATE_RYAN = 857;
const CATCH_ME_IF_YOU_CAN = 640;
const LAWRENCE_OF_ARABIA = 947;
const BRIDGE_ON_THE_RIVER_KWAI = 826;
const THE_TERMINATOR = 218;
const TERMINATOR_2 = 280;

describe('POST /api/chat: two people asked for loosely', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);
  const batmanAndPrestige = [THE_DARK_KNIGHT, BATMAN_BEGINS, THE_PRESTIGE];

  it("reads 'n' between two surnames as 'and'", async () => {
    const reply = await ask('films w bale n caine');
    expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
    expect(reply).toMatch(/Christian Bale as .*Michael Caine as/);
  });

  it("reads a director asked 'with' another person as their director", async () => {
    const reply = await ask('films with dicaprio and scorsese together');
    expect(listed(reply)).toEqual(expect.arrayContaining([WOLF_OF_WALL_STREET, SHUTTER_ISLAND]));
    expect(reply).toMatch(/directed by Martin Scorsese/);
  });

  it('reads a surname typed with its particle run into it, or one letter off', async () => {
    expect(listed(await ask('pacino and deniro, anything?'))).toEqual(
      expect.arrayContaining([GODFATHER_II, HEAT]),
    );
    const reply = await ask('spielburg and hanks, what have they got');
    expect(listed(reply)).toEqual(expect.arrayContaining([SAVING_PRIVATE_RYAN, CATCH_ME_IF_YOU_CAN]));
    expect(reply).toMatch(/directed by Steven Spielberg/);
  });

  it("reads the people after 'on voit' / 'on retrouve' in French", async () => {
    const reply = await ask("un film où l'on retrouve christian bale et michael caine");
    expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
    expect(reply).toMatch(/Voici/);
  });

  it("reads the films a person 'hizo' con another in Spanish", async () => {
    const reply = await ask('qué pelis hizo nolan con michael caine? las quiero ver todas este finde');
    expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
    expect(reply).toMatch(/dirigida por Christopher Nolan/);
  });

  it('asks for two people named in full in one sentence, then said to be together in the next', async () => {
    const reply = await ask(
      'My dad adores Michael Caine and Christian Bale. Were there any films in which they both appeared together? He would love to see them.',
    );
    expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
    expect(reply).not.toMatch(/sounds like/i);
  });

  it("reads a surname before a possessive and a word or two as the person's films ('lean' is no word here)", async () => {
    const reply = await ask("any of lean's british films?");
    expect(listed(reply)).toEqual(expect.arrayContaining([LAWRENCE_OF_ARABIA, BRIDGE_ON_THE_RIVER_KWAI]));
    expect(reply).toMatch(/directed by David Lean/);
  });

  it.each([
    [
      'is there a film that has both bale and caine in it',
      /^Here are movies with Christian Bale and Michael Caine/,
    ],
    ['filmes com tanto o bale quanto o caine', /Christian Bale e Michael Caine/],
    [
      'pelis en las que salen tanto bale como caine',
      /^Aquí tienes películas con Christian Bale y Michael Caine/,
    ],
    ['un film con sia bale che caine', /Christian Bale e Michael Caine/],
  ])('reads a pair said by its correlative ("both … and"): %s', async (message, opening) => {
    const reply = await ask(message);
    expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
    expect(reply).toMatch(opening);
  });

  it.each([
    ['quels films a fait nolan avec caine ?', /réalisés par Christopher Nolan/],
    ['welche filme hat nolan mit caine gedreht?', /Regie von Christopher Nolan/],
    ['películas donde aparece Christian Bale y las dirige Nolan', /dirigidas por Christopher Nolan/],
  ])(
    'reads a film-maker and a partner asked in one question as both in each film: %s',
    async (message, says) => {
      const reply = await ask(message);
      expect(listed(reply)).toEqual(expect.arrayContaining(batmanAndPrestige));
      expect(reply).toMatch(says);
    },
  );

  it("reads a first name's diminutive beside someone named in full as their partner ('arnie' is Arnold)", async () => {
    const reply = await ask('films by james cameron starring arnie');
    expect(listed(reply)).toEqual(expect.arrayContaining([THE_TERMINATOR, TERMINATOR_2]));
    expect(reply).toMatch(/Arnold Schwarzenegger/);
  });
});
