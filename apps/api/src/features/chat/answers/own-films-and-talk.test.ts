import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { ALIEN, INCEPTION, JAWS, MEMENTO, SE7EN, THE_DARK_KNIGHT, TITANIC } from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

describe.each(routeTestEngines())('their own films and talk about the assistant, on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { viewer: {} }, { RATE_LIMIT_MAX: '10000' });
  const askSignedIn = (prompt: string) => askChat(suite.testApp, prompt, { cookie: suite.viewer.cookie });
  const ask = (prompt: string) => askChat(suite.testApp, prompt);
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
  const shown = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.viewer.headers);
    await post('/api/diary', { tmdb_id: MEMENTO, watched_on: '2026-03-01', rating: 4 });
    await post('/api/diary', { tmdb_id: INCEPTION, watched_on: '2026-04-01', rating: 9 });
    await post('/api/diary', { tmdb_id: SE7EN, watched_on: '2026-05-01' });
    await post('/api/ratings', { tmdb_id: THE_DARK_KNIGHT, rating: 10 });
    await post('/api/ratings', { tmdb_id: TITANIC, rating: 2 });
    await post('/api/watch/status', { tmdb_id: ALIEN, status: 'want_to_watch' });
    await post('/api/watch/status', { tmdb_id: JAWS, status: 'want_to_watch' });
  });

  it.each([
    ['how many movies have i given a rating so far', /\b4 films\b/],
    ['cuántas pelis he puntuado hasta ahora?', /\b4 películas\b/],
    ['combien de films ai-je déjà notés ?', /\b4 films\b/],
    ['wie viele Filme habe ich schon bewertet?', /\b4 Filme\b/],
    ['quanti film ho votato finora?', /\b4 film\b/],
    ['quantos filmes eu avaliei até agora?', /\b4 filmes\b/],
  ])('counts the films they rated, not their diary: %s', async (prompt, count) => {
    const reply = await askSignedIn(prompt);
    expect(reply).toMatch(count);
    expect(shown(reply)).toEqual([]);
  });

  it.each([
    "quel est le film que j'ai noté le plus mal ?",
    'which one did i rate the lowest of all',
    'qual foi o filme que eu avaliei pior?',
  ])('puts the film they rated worst first: %s', async (prompt) => {
    expect(listed(await askSignedIn(prompt))[0]).toBe(TITANIC);
  });

  it.each([
    ['hang on, have i watched memento or am i mixing it up with another one', MEMENTO, /\bYes\b/],
    ['espera, ¿ya he visto alien o la estoy confundiendo con otra?', ALIEN, /todavía no|aún no|no /i],
    ['ho già visto memento oppure mi confondo?', MEMENTO, /^Sì/],
  ])('answers whether they saw a film named before a second thought: %s', async (prompt, film, answer) => {
    const reply = await askSignedIn(prompt);
    expect(shown(reply)).toContain(film);
    expect(reply).toMatch(answer);
  });

  it.each([
    'some horror please, but nothing that is already on my watchlist',
    'una de miedo, y que no sea nada que ya esté en mi lista',
    "un film d'horreur, mais rien qui soit déjà dans ma liste",
  ])('sets the watchlist aside when a negation says it is already there: %s', async (prompt) => {
    const films = listed(await askSignedIn(prompt));
    expect(films.length).toBeGreaterThan(0);
    expect(films).not.toContain(ALIEN);
    expect(films).not.toContain(JAWS);
  });

  it.each([
    ['honestly those recs were pretty weak', /sorry/i],
    ['tus recomendaciones fueron bastante flojas', /siento/i],
    ['franchement, tes propositions étaient bof', /désolé/i],
    ['die Tipps waren leider ziemlich langweilig', /tut mir leid/i],
    ['essas indicações foram meio chatas', /desculpe/i],
    ["quei consigli erano un po' noiosi", /mi dispiace/i],
  ])('apologises for suggestions judged poor and offers to try again: %s', async (prompt, apology) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(apology);
    expect(shown(reply)).toEqual([]);
  });

  it.each([
    ['wait am i chatting with a real human?', /program, not a person/],
    ['¿hablo con una persona de verdad?', /programa, no una persona/],
    ['bist du ein echter Mensch oder ein Bot?', /Programm, kein Mensch/],
    ['você é uma pessoa de verdade?', /programa, não uma pessoa/],
  ])('says it is a program when asked if it is a person: %s', async (prompt, answer) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(answer);
    expect(shown(reply)).toEqual([]);
  });

  it.each([
    ["you're way better at this than google", /thank you/i],
    ['eres un crack recomendando', /gracias/i],
    ["franchement, t'es trop fort", /merci/i],
    ['du bist echt klasse', /danke/i],
    ['sei davvero bravo', /grazie/i],
  ])('thanks them for praise of the assistant, with no films: %s', async (prompt, thanks) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(thanks);
    expect(shown(reply)).toEqual([]);
  });

  it.each([
    ['could you do my maths homework quickly', /only help with movies/],
    ['me ayudas con la tarea de matemáticas rapidito?', /Solo puedo ayudarte con películas/],
  ])('refuses homework politely, a length word in it or not: %s', async (prompt, refusal) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(refusal);
    expect(shown(reply)).toEqual([]);
  });
});
