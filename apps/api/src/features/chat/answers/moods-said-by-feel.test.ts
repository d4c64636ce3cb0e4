import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

/** The share of the listed films with one of these genres. */
const shareWith = (films: { genres: string[] }[], wanted: string[]) =>
  films.filter(({ genres }) => genres.some((genre) => wanted.includes(genre))).length / films.length;

describe('POST /api/chat: a mood said by how the film should feel, or what it should do to you', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = (reply: string) => shownFilmFacts(testApp(), reply);

  it.each([
    ['give me something white-knuckle, a real nail biter', ['Action', 'Thriller', 'Adventure', 'Horror']],
    ["un film qui me tient en haleine jusqu'au bout", ['Action', 'Thriller', 'Adventure', 'Horror']],
    ['qualcosa da vedere col fiato sospeso', ['Action', 'Thriller', 'Adventure', 'Horror']],
    ['una peli que me vuele el cerebro', ['Science Fiction', 'Mystery', 'Thriller']],
    ['einen Film, der einem das Hirn verdreht', ['Science Fiction', 'Mystery', 'Thriller']],
    ['algo reconfortante, que se sienta como un abrazo', ['Comedy', 'Family', 'Animation', 'Romance']],
    ['un film doudou pour un dimanche sous le plaid', ['Comedy', 'Family', 'Animation', 'Romance']],
    ['eine richtige Schnulze mit viel Herzschmerz', ['Romance']],
    ['lights off, i want a film that makes us jump', ['Horror']],
    ['quero um filme cheio de sustos', ['Horror']],
  ])('%s', async (message, wanted) => {
    const reply = await ask(message);
    const films = await detailsOf(reply);
    expect(films.length, reply).toBeGreaterThanOrEqual(3);
    expect(shareWith(films, wanted), reply).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['un film qui remonte le moral après une sale journée', /^Voici/],
    ['was, das die Laune hebt', /^Hier sind/],
  ])('lists cheerful films for %j, none dark', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const films = await detailsOf(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const { genres } of films) expect(genres).not.toContain('Horror');
    expect(shareWith(films, ['Comedy', 'Family', 'Animation', 'Music', 'Romance'])).toBeGreaterThanOrEqual(
      0.6,
    );
  });
});
