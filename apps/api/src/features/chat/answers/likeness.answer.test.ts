import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const TOY_STORY = 862;
const SHREK = 808;
const DIE_HARD = 562;
const THE_GODFATHER = 238;
const ALIEN = 348;
const JAWS = 578;

describe.each(routeTestEngines())('POST /api/chat: films like others, with a change, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  /** The films of the list, not the seeds named in the introduction. */
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
  const facts = (id: number) => testApp().context.catalog.getMovieFacts(id);

  it('uses both seeds, recommends neither back, and lists films near both first', async () => {
    const reply = await ask('movies like toy story and shrek');
    expect(moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id)).toEqual([TOY_STORY, SHREK]);
    const ids = listed(reply);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids).not.toContain(TOY_STORY);
    expect(ids).not.toContain(SHREK);
    const [toyStory, shrek] = await Promise.all([facts(TOY_STORY), facts(SHREK)]);
    for (const id of ids.slice(0, 3)) {
      const genres = (await facts(id))!.movie.genres.map((genre) => genre.id);
      for (const seed of [toyStory!, shrek!])
        expect(
          seed.movie.genres.some((genre) => genres.includes(genre.id)),
          `${id}`,
        ).toBe(true);
    }
  });

  it('reads "but shorter" and "but older" against the seed itself', async () => {
    const dieHard = (await facts(DIE_HARD))!.movie;
    const shorter = listed(await ask('like die hard but shorter'));
    expect(shorter.length).toBeGreaterThanOrEqual(3);
    for (const id of shorter) expect((await facts(id))!.movie.runtime!).toBeLessThan(dieHard.runtime!);

    const older = listed(await ask('something like the godfather, only older'));
    expect(older.length).toBeGreaterThanOrEqual(1);
    const godfatherYear = Number((await facts(THE_GODFATHER))!.movie.release_date.slice(0, 4));
    for (const id of older)
      expect(Number((await facts(id))!.movie.release_date.slice(0, 4))).toBeLessThan(godfatherYear);
  });

  it("leaves the seed's own series out when the films should differ from it, in several languages", async () => {
    const godfatherYear = Number((await facts(THE_GODFATHER))!.movie.release_date.slice(0, 4));
    for (const prompt of [
      'something like the godfather but newer',
      'qualcosa tipo il padrino ma più recente',
      'algo tipo o poderoso chefão mas mais recente',
      'etwas wie der pate, aber neuer',
    ]) {
      const ids = listed(await ask(prompt));
      expect(ids.length, prompt).toBeGreaterThanOrEqual(3);
      // The Godfather: Part II and Part III are newer, but they are the seed's own series.
      for (const id of [THE_GODFATHER, 240, 242]) expect(ids, prompt).not.toContain(id);
      for (const id of ids)
        expect(Number((await facts(id))!.movie.release_date.slice(0, 4)), prompt).toBeGreaterThan(
          godfatherYear,
        );
    }
  });

  it('leaves out a theme turned down, by its keywords and by the words of the overview', async () => {
    for (const prompt of [
      'something like shaun of the dead, but without zombies',
      'so was wie shaun of the dead, aber ohne zombies',
    ]) {
      const ids = listed(await ask(prompt));
      expect(ids.length, prompt).toBeGreaterThanOrEqual(1);
      for (const id of ids)
        expect((await facts(id))!.movie.overview, prompt).not.toMatch(/zombie|undead|living dead/i);
    }
  });

  it('leaves out the genre turned down, in Spanish too', async () => {
    for (const prompt of ['like alien but not horror', 'algo como alien pero que no sea de terror']) {
      const ids = listed(await ask(prompt));
      expect(ids.length, prompt).toBeGreaterThanOrEqual(3);
      for (const id of ids) {
        const genres = (await facts(id))!.movie.genres.map((genre) => genre.name);
        expect(genres, prompt).not.toContain('Horror');
      }
    }
  });

  it('finds a seed typed with a typo, an article of another language or a series name', async () => {
    expect(listed(await ask('i loved alien and jaws, what next?'))).not.toContain(JAWS);
    for (const [prompt, seed] of [
      ['films like the dark night', 155],
      ['qualcosa tipo il gladiatore', 98],
      ['like lord of the rings', 120],
    ] as const) {
      const reply = await ask(prompt);
      expect(moviesShownIn(reply.split('\n')[0]!)[0]?.id, prompt).toBe(seed);
    }
    expect(listed(await ask('something alien meets jaws'))).not.toContain(ALIEN);
    // A series named by its common start: none of its films comes back.
    const series = listed(await ask('like lord of the rings'));
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const id of [120, 121, 122]) expect(series).not.toContain(id);
  });

  it('reads a loved film before "!!" or a full stop as the seed, and the words after as the rest of the request', async () => {
    for (const prompt of [
      'really enjoyed jaws!! something along those lines?',
      'me encantó Jaws!! algo parecido pero más reciente?',
      "j'ai adoré Jaws. Tu as un film du même genre ?",
      'adorei Jaws! tem algum parecido?',
      'ho amato Jaws. hai qualcosa di simile?',
      'Ich mochte Jaws und Alien wirklich sehr. Gibt es noch was in der Art?',
    ]) {
      const reply = await ask(prompt);
      expect(
        moviesShownIn(reply.split('\n')[0]!).map((movie) => movie.id),
        prompt,
      ).toContain(JAWS);
      const ids = listed(reply);
      expect(ids.length, prompt).toBeGreaterThanOrEqual(3);
      expect(ids, prompt).not.toContain(JAWS);
    }
  });
});
