import { describe, expect, it } from 'vitest';
import { shownFilmWords, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from './parse-prompt.ts';

const CAST_AWAY = 8358;
const GROUNDHOG_DAY = 137;

const themesOf = (message: string) => parsePrompt(message).query.keywordThemes.map((theme) => theme.label);

describe('where a story is set, who it follows and what it turns on, in six languages', () => {
  it.each([
    ['des films qui se passent sur une île', 'islands'],
    ['filmes passados numa ilha', 'islands'],
    ['film ambientati sulle isole', 'islands'],
    ['una peli que pase en una isla', 'islands'],
    ['Filme über eine Lehrerin', 'teachers'],
    ['un film avec une institutrice', 'teachers'],
    ['película sobre una maestra de pueblo', 'teachers'],
    ['um filme sobre uma professora', 'teachers'],
    ['ein Krimi mit einem Ermittler', 'detectives'],
    ['un film con un ispettore', 'detectives'],
    ['películas de detectives privados', 'detectives'],
    ['filmes de ninja', 'ninjas'],
    ['une histoire de boucle temporelle', 'time loops'],
    ['was mit einer Zeitschleife', 'time loops'],
    ['peli de bucle temporal', 'time loops'],
  ])('%s', (message, theme) => {
    expect(themesOf(message)).toContain(theme);
  });

  it('reads a common noun of a theme as no one, even after a word that leads to a name', () => {
    for (const message of ['filmes de ninja', 'películas con un detective', 'un film con una maestra'])
      expect(parsePrompt(message).query.person, message).toBeUndefined();
  });

  it('leaves a masterpiece to quality, no teacher', () => {
    expect(themesOf('quiero una obra maestra')).not.toContain('teachers');
  });

  it('reads a desert island as castaways only, the longer words naming the theme', () => {
    expect(themesOf('a story on a desert island')).toEqual(['castaways']);
  });
});

describe('a common noun after an indefinite article is no one', () => {
  it.each([
    'un film con un medico',
    'una película con un médico',
    'Filme mit einem Arzt',
    'un film avec un médecin',
  ])('%s', (message) => {
    expect(parsePrompt(message).query.person).toBeUndefined();
  });

  it('still reads a name that opens like an article', () => {
    expect(parsePrompt('filmes com uma thurman').query.person?.name).toBe('uma thurman');
  });
});

describe('a request leading to a theme, then another theme after or', () => {
  it('is a choice of kinds, no comparison of two titles', () => {
    const { question, query } = parsePrompt("I'm up for anything with vampires or zombies, ideas?");
    expect(question).toBeUndefined();
    expect(query.keywordThemes.map((theme) => theme.label)).toEqual(['vampires', 'zombies']);
  });

  it('leaves two titles compared', () => {
    expect(parsePrompt('is the matrix better or inception?').question?.kind).toBe('compare');
  });
});

describe("Portuguese 'no' is 'em o', no negation", () => {
  it('keeps a theme told after it wanted', () => {
    const { query } = parsePrompt('filme onde no final o tubarão volta');
    expect(query.keywordThemes.map((theme) => theme.label)).toEqual(['sharks']);
    expect(query.avoidLabels).toEqual([]);
  });

  it('still turns a theme down after an English no', () => {
    expect(parsePrompt('space movies, no aliens').query.avoidLabels).toEqual(['aliens']);
  });
});

describe('POST /api/chat: settings, occupations and plot devices', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const shareTelling = async (reply: string, pattern: RegExp) => {
    const films = await shownFilmWords(testApp(), reply);
    expect(films.length, reply).toBeGreaterThanOrEqual(2);
    return films.filter((film) => pattern.test(film.words)).length / films.length;
  };

  it('answers films set on islands with island stories', async () => {
    const reply = await ask('des films qui se passent sur une île');
    expect(await shareTelling(reply, /island/i)).toBeGreaterThanOrEqual(0.8);
  });

  it('puts the film telling both themes named first', async () => {
    const reply = await ask('des films de naufragés sur une île');
    expect(moviesShownIn(reply)[0]?.id, reply).toBe(CAST_AWAY);
  });

  it('answers films about a teacher with teachers, not a person called so', async () => {
    const reply = await ask('Filme über eine Lehrerin, die ihre Klasse verändert');
    expect(await shareTelling(reply, /teacher|professor|tutor|school/i)).toBeGreaterThanOrEqual(0.6);
  });

  it('answers detective films with detectives, beyond any mystery', async () => {
    const reply = await ask('filmes com um detetive particular');
    expect(await shareTelling(reply, /detective|investigat|private eye|inspector/i)).toBeGreaterThanOrEqual(
      0.6,
    );
  });

  it('reads an example told after a time loop as one of them, no title', async () => {
    const reply = await ask('film sul loop temporale, tipo il tizio che rivive lo stesso giorno');
    expect(
      moviesShownIn(reply).map((film) => film.id),
      reply,
    ).toContain(GROUNDHOG_DAY);
  });
});
