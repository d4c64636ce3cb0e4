import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films and the people they share.
const THE_DARK_KNIGHT = 155;
const INTERSTELLAR = 157336;
const THE_GOOD_THE_BAD_AND_THE_UGLY = 429;
const A_FISTFUL_OF_DOLLARS = 391;
const PULP_FICTION = 680;
const DJANGO_UNCHAINED = 68718;
const ONCE_UPON_A_TIME_IN_THE_WEST = 335;

describe.each(routeTestEngines())('POST /api/chat with several people in one film, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it('lists only the films an actor and a director share, saying who did what in each', async () => {
    const reply = await ask('anything with michael caine that nolan directed?');
    expect(listed(reply)).toEqual(expect.arrayContaining([THE_DARK_KNIGHT, INTERSTELLAR]));
    expect(reply).toMatch(/Michael Caine, directed by Christopher Nolan/);
    expect(reply).toMatch(/Michael Caine as Alfred; directed by Christopher Nolan/);
  });

  it('splits names typed with no role word between them, each the person the catalog knows', async () => {
    for (const prompt of ['caine nolan', 'christopher nolan and michael caine together']) {
      const ids = listed(await ask(prompt));
      expect(ids.length, prompt).toBeGreaterThanOrEqual(2);
      expect(ids, prompt).toEqual(expect.arrayContaining([THE_DARK_KNIGHT]));
    }
  });

  it('lists the films of two people asked as "the film where X and Y play", never a story to identify', async () => {
    for (const prompt of [
      'la película donde actúan christian bale y michael caine',
      'il film in cui recitano christian bale e michael caine',
      'le film où jouent christian bale et michael caine',
      'o filme em que atuam christian bale e michael caine',
      'der film, in dem christian bale und michael caine zusammen spielen',
      'christian bale e michael caine hanno mai recitato insieme?',
    ]) {
      const ids = listed(await ask(prompt));
      expect(ids, prompt).toEqual(expect.arrayContaining([THE_DARK_KNIGHT]));
      expect(ids, prompt).not.toContain(INTERSTELLAR);
    }
  });

  it("reads 'w' and 'w/' as 'with': the films of both people, never a story to identify", async () => {
    for (const prompt of [
      'films w christian bale and michael caine together',
      'anything w/ christian bale and michael caine',
    ]) {
      const reply = await ask(prompt);
      expect(reply, prompt).not.toMatch(/sounds like/i);
      const ids = listed(reply);
      expect(ids, prompt).toEqual(expect.arrayContaining([THE_DARK_KNIGHT]));
      expect(ids, prompt).not.toContain(INTERSTELLAR);
    }
  });

  it('finds a director who also acts in the cast when the director reading shares nothing', async () => {
    const ids = listed(await ask('eastwood and leone westerns'));
    expect(ids).toEqual(expect.arrayContaining([THE_GOOD_THE_BAD_AND_THE_UGLY, A_FISTFUL_OF_DOLLARS]));
  });

  it('says plainly that no film has both, instead of listing one of them, in the language asked', async () => {
    const english = await ask('tom hanks and brad pitt in the same movie');
    expect(listed(english)).toEqual([]);
    expect(english).toMatch(/couldn't find a film in our catalog with both Tom Hanks and Brad Pitt/);
    const spanish = await ask('películas con tom hanks y brad pitt');
    expect(listed(spanish)).toEqual([]);
    expect(spanish).toMatch(/con Tom Hanks y Brad Pitt a la vez/);
  });

  it('reads "X in a Y film" as an actor in a director\'s films: only the films with both', async () => {
    const nolan = listed(await ask('any michael caine in a christopher nolan movie?'));
    expect(nolan).toEqual(expect.arrayContaining([THE_DARK_KNIGHT, INTERSTELLAR]));
    for (const prompt of [
      'which films have eastwood in a leone film',
      'clint eastwood in einem sergio leone film',
      'clint eastwood en una peli de sergio leone',
    ]) {
      const ids = listed(await ask(prompt));
      expect(ids, prompt).toEqual(
        expect.arrayContaining([THE_GOOD_THE_BAD_AND_THE_UGLY, A_FISTFUL_OF_DOLLARS]),
      );
      expect(ids, prompt).not.toContain(ONCE_UPON_A_TIME_IN_THE_WEST);
    }
  });

  it('reads a first name or its short form beside a director as the partner of theirs it begins: only films with both', async () => {
    for (const prompt of [
      'clint in a leone film, which?',
      'christian dans un film de nolan',
      'christian in einem nolan film',
      'michael num filme do nolan',
    ]) {
      const reply = await ask(prompt);
      const ids = listed(reply);
      expect(ids.length, prompt).toBeGreaterThanOrEqual(2);
      expect(reply, prompt).toMatch(/Clint Eastwood|Christian Bale|Michael Caine/);
      expect(ids, prompt).not.toContain(ONCE_UPON_A_TIME_IN_THE_WEST);
    }
    const caine = listed(await ask('michael in a nolan movie'));
    expect(caine).toEqual(expect.arrayContaining([THE_DARK_KNIGHT, INTERSTELLAR]));
  });

  it('reads "X and Y were in a film together" as both people, whatever verb follows the names', async () => {
    const SE7EN = 807;
    for (const prompt of [
      'morgan freeman and brad pitt were together in some thriller, which one',
      'morgan freeman y brad pitt estuvieron juntos en una peli, cuál?',
      'morgan freeman et brad pitt étaient ensemble dans quel film ?',
      'morgan freeman und brad pitt waren mal zusammen in einem film',
      'morgan freeman e brad pitt estavam juntos em qual filme?',
      'morgan freeman e brad pitt erano insieme in un film, quale?',
    ]) {
      const reply = await ask(prompt);
      expect(listed(reply), prompt).toEqual([SE7EN]);
    }
  });

  it("lists a surname's films when a please follows it, in every language", async () => {
    for (const prompt of [
      'me passa os filmes do tarantino por favor',
      'quiero ver pelis de tarantino porfa',
      'les films de tarantino svp',
      'zeig mir filme von tarantino bitte',
      'i film di tarantino per favore',
    ]) {
      const ids = listed(await ask(prompt));
      expect(ids, prompt).toEqual(expect.arrayContaining([PULP_FICTION, DJANGO_UNCHAINED]));
    }
  });

  it('keeps the rest of the request: a genre narrows the films they share', async () => {
    const reply = await ask('a sci-fi film with michael caine directed by christopher nolan');
    expect(listed(reply)).toEqual([INTERSTELLAR]);
  });
});
