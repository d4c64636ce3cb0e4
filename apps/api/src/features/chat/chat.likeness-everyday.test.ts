import { describe, expect, it } from 'vitest';
import {
  ALIEN,
  HEAT,
  INCEPTION,
  INTERSTELLAR,
  JAWS,
  THE_GODFATHER,
  THE_MATRIX,
} from '@marquee/catalog/testing';
import { shownFilmFacts, useChatTestApp } from '../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from './chat.markdown.ts';

/** The films a likeness reply suggests: every film it links but the seed named in its first line. */
const suggestedIds = (reply: string, seed: number) =>
  moviesShownIn(reply)
    .map(({ id }) => id)
    .filter((id) => id !== seed);

describe('POST /api/chat: films like another, in everyday words of every language', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['es', 'tienes algo similar?'],
    ['de', 'noch mehr davon'],
    ['pt', 'tem algo parecido?'],
    ['fr', 'quelque chose de similaire ?'],
    ['it', 'altri così?'],
  ])(
    'on a film page, %s %j asks for films like that film',
    async (_language, message) => {
      const reply = await ask(message, { movieId: THE_MATRIX });
      expect(reply.split('\n')[0]).toContain(`(/movie/${THE_MATRIX})`);
      expect(suggestedIds(reply, THE_MATRIX).length).toBeGreaterThanOrEqual(3);
      // The first message of a process embeds the router's examples: slow on a busy machine.
    },
    120_000,
  );

  it('after a list, German "mehr davon" asks for more of its kind, not for a pick among it', async () => {
    const { answer, before } = await askAfter('spannende thriller bitte', 'mehr davon');
    const shown = moviesListedIn(answer).map(({ id }) => id);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.filter((id) => before.includes(id))).toEqual([]);
  });

  it('still reads a title after the words of likeness: something similar to alien', async () => {
    const reply = await ask('something similar to alien');
    expect(reply.split('\n')[0]).toContain(`(/movie/${ALIEN})`);
  });

  it('on a long film page, "altro di simile ma più corto" gives shorter films like it', async () => {
    const reply = await ask("è lunghissimo, c'è altro di simile ma più corto?", { movieId: INTERSTELLAR });
    expect(reply.split('\n')[0]).toContain(`(/movie/${INTERSTELLAR})`);
    const films = (await shownFilmFacts(testApp(), reply)).filter(({ id }) => id !== INTERSTELLAR);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) expect(film.runtime, film.title).toBeLessThan(169);
  });

  it('a film just seen, said the way Germans type it ("grad", "geguckt"), is the one to be like', async () => {
    const reply = await ask('hab grad heat geguckt, gibts was ähnliches?');
    expect(reply.split('\n')[0]).toContain(`(/movie/${HEAT})`);
    expect(suggestedIds(reply, HEAT).length).toBeGreaterThanOrEqual(3);
  });

  it('a loved film followed by "but" is still the seed: i loved inception but i want something similar', async () => {
    const reply = await ask(
      'i loved inception but honestly i would like something similar without all those confusing dream layers',
    );
    expect(reply.split('\n')[0]).toContain(`(/movie/${INCEPTION})`);
    expect(suggestedIds(reply, INCEPTION).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['fr', 'comme jaws mais sans le côté horreur'],
    ['es', 'como jaws pero sin la parte de terror'],
    ['it', 'tipo jaws ma senza la parte horror'],
  ])('%s: the side of a film turned down is left out: %j', async (_language, message) => {
    const reply = await ask(message);
    const films = (await shownFilmFacts(testApp(), reply)).filter(({ id }) => id !== JAWS);
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) expect(film.genres, film.title).not.toContain('Horror');
  });

  it.each([
    ['en', 'something like the godfather but 3 hours is too long'],
    ['it', 'tipo il padrino ma che duri meno'],
    ['es', 'como el padrino pero que dure menos, 3 horas es demasiado'],
  ])(
    '%s: a length said to be too much, or lasting less, asks for shorter films: %j',
    async (_language, message) => {
      const reply = await ask(message);
      const films = (await shownFilmFacts(testApp(), reply)).filter(({ id }) => id !== THE_GODFATHER);
      expect(films.length).toBeGreaterThanOrEqual(2);
      for (const film of films) expect(film.runtime, film.title).toBeLessThan(175);
    },
  );
});
