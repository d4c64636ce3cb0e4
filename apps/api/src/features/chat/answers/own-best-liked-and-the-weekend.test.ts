import { beforeAll, describe, expect, it } from 'vitest';
import { HEAT, INCEPTION, JAWS, SHREK } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The latest Saturday up to today, and a day well before it. */
const saturday = Date.now() - ((new Date().getUTCDay() + 1) % 7) * DAY;

describe('POST /api/chat: the film they liked best is their best rated, said by liking, in every language', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/ratings', { tmdb_id: JAWS, rating: 6 });
    await post('/api/ratings', { tmdb_id: HEAT, rating: 9 });
    await post('/api/ratings', { tmdb_id: SHREK, rating: 7 });
  });

  it.each([
    'which film did i enjoy the most?',
    'cuál es la que más me gustó?',
    'quel film ai-je le plus aimé ?',
    'welchen film mochte ich am liebsten?',
    'qual filme eu mais curti?',
    'quale film mi è piaciuto di più?',
  ])('%s', async (prompt) => {
    const films = moviesListedIn(await ask(prompt)).map((movie) => movie.id);
    expect(films[0]).toBe(HEAT);
  });
});

describe('POST /api/chat: what they watched at the weekend is the diary of the latest Saturday and Sunday', () => {
  const suite = useTestAppWithUsers('sqlite', { member: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.member.cookie });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.member.headers);
    await post('/api/diary', { tmdb_id: INCEPTION, watched_on: isoDay(saturday), rating: 8 });
    await post('/api/diary', { tmdb_id: SHREK, watched_on: isoDay(saturday - 9 * DAY) });
  });

  it.each([
    'what did i watch this weekend?',
    'qué vi el finde?',
    "j'ai vu quoi ce week-end ?",
    'was habe ich am wochenende gesehen?',
    'o que eu vi no fim de semana?',
    'cosa ho visto nel fine settimana?',
  ])('%s', async (prompt) => {
    const films = moviesListedIn(await ask(prompt)).map((movie) => movie.id);
    expect(films).toEqual([INCEPTION]);
  });
});
