import { describe, expect, it } from 'vitest';
import { HEAT, INCEPTION, JAWS, SHREK } from '@marquee/catalog/testing';
import { memberWith } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The latest Saturday up to today. */
const saturday = Date.now() - ((new Date().getUTCDay() + 1) % 7) * DAY;

const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);

const RATINGS: [string, Record<string, unknown>][] = [
  ['/api/ratings', { tmdb_id: JAWS, rating: 6 }],
  ['/api/ratings', { tmdb_id: HEAT, rating: 9 }],
  ['/api/ratings', { tmdb_id: SHREK, rating: 7 }],
];

describe('POST /api/chat: the film they liked best is their best rated, said by liking, in every language', () => {
  const ask = memberWith(RATINGS);

  it.each([
    'which film did i enjoy the most?',
    'cuál es la que más me gustó?',
    'quel film ai-je le plus aimé ?',
    'welchen film mochte ich am liebsten?',
    'qual filme eu mais curti?',
    'quale film mi è piaciuto di più?',
  ])('%s', async (prompt) => {
    expect(listed(await ask(prompt))[0]).toBe(HEAT);
  });
});

describe('POST /api/chat: what they thought of a film is the rating they gave it, in every language', () => {
  const ask = memberWith(RATINGS);

  it.each([
    ['how much did i enjoy jaws?', JAWS],
    ['que me pareció tiburón?', JAWS],
    ['wie fand ich heat?', HEAT],
    ["j'ai pensé quoi de heat ?", HEAT],
    ['o que eu achei de tubarão?', JAWS],
    ['cosa ho pensato di heat?', HEAT],
  ])('%s', async (prompt, film) => {
    const reply = await ask(prompt);
    expect(reply).toContain(`/movie/${film})`);
    expect(reply.trim().split('\n')).toHaveLength(1);
  });
});

describe('POST /api/chat: what they watched at the weekend is the diary of the latest Saturday and Sunday', () => {
  const ask = memberWith([
    ['/api/diary', { tmdb_id: INCEPTION, watched_on: isoDay(saturday), rating: 8 }],
    ['/api/diary', { tmdb_id: SHREK, watched_on: isoDay(saturday - 9 * DAY) }],
  ]);

  it.each([
    'what did i watch this weekend?',
    'qué vi el finde?',
    "j'ai vu quoi ce week-end ?",
    'was habe ich am wochenende gesehen?',
    'o que eu vi no fim de semana?',
    'cosa ho visto nel fine settimana?',
  ])('%s', async (prompt) => {
    expect(listed(await ask(prompt))).toEqual([INCEPTION]);
  });
});
