import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const ALIEN = 348;
const THE_GODFATHER = 238;
const TITANIC = 597;

/** Whole years since a date, as the reply counts them today. */
function yearsSince(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const today = new Date();
  const before =
    today.getUTCMonth() + 1 < month! || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day!);
  return today.getUTCFullYear() - year! - (before ? 1 : 0);
}

/** A reply about one film: its link, and no list of films beside it. */
function expectAnswerAbout(reply: string, id: number) {
  expect(reply).toContain(`/movie/${id}`);
  expect(reply).not.toMatch(/^\d+\. /m);
}

describe("POST /api/chat: a film's genres, original language, age and score, asked in any language", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'what kind of film is it': the genres the catalog files it under, by a noun or a question word, by local title.
  it.each([
    ['en', 'alien, what genre?', ALIEN, [/Horror/, /Science Fiction/]],
    ['es', 'qué género tiene el padrino', THE_GODFATHER, [/drama/i, /crimen/i]],
    ['de', 'zu welchem genre gehört der pate?', THE_GODFATHER, [/Drama/, /Krimi/]],
    ['it', 'titanic di che genere è', TITANIC, [/dramm/i, /sentimental/i]],
    ['pt', 'qual é o gênero de titanic?', TITANIC, [/drama/i, /romance/i]],
    ['fr', "c'est quel genre, alien ?", ALIEN, [/horreur/i, /science-fiction/i]],
  ])('%s: the genres asked "%s"', async (_language, prompt, id, expected) => {
    const reply = await ask(prompt);
    expectAnswerAbout(reply, id);
    for (const genre of expected) expect(reply).toMatch(genre);
  });

  // 'what language is it in': the language it was made in, named in the reply's language.
  it.each([
    ['en', 'which language was the godfather shot in', /English/],
    ['fr', 'la version originale de alien est en quelle langue ?', /anglais/],
    ['it', 'in che lingua è il padrino?', /inglese/],
    ['es', 'en qué idioma está titanic', /inglés/],
  ])('%s: the original language asked "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'how old is it': the years since it came out.
  it.each([
    ['en', 'how old is the godfather', THE_GODFATHER, '1972-03-14'],
    ['es', 'cuántos años tiene alien?', ALIEN, '1979-05-25'],
    ['pt', 'titanic tem quantos anos?', TITANIC, '1997-11-18'],
    ['fr', 'le parrain a quel âge ?', THE_GODFATHER, '1972-03-14'],
  ])('%s: the age asked "%s"', async (_language, prompt, id, released) => {
    const reply = await ask(prompt);
    expectAnswerAbout(reply, id);
    expect(reply).toMatch(new RegExp(`\\b${yearsSince(released)}\\b`));
  });

  // 'what score has it here': the viewers' score, the catalog named or not.
  it.each([
    ['es', 'qué nota tiene titanic en esta web?', TITANIC],
    ['it', 'alien che voto ha qui?', ALIEN],
    ['de', 'welche bewertung hat der pate hier?', THE_GODFATHER],
  ])('%s: the score asked "%s"', async (_language, prompt, id) => {
    const reply = await ask(prompt);
    expectAnswerAbout(reply, id);
    expect(reply).toMatch(/\d[.,]\d\/10/);
  });

  // On the film's own page: the fact asked with no title.
  it.each([
    ['pt', 'e qual é o idioma original?', /inglês/],
    ['de', 'wie alt ist der film eigentlich?', /Jahre alt/],
  ])('%s: "%s" on the page', async (_language, prompt, expected) => {
    expect(await ask(prompt, { movieId: ALIEN })).toMatch(expected);
  });

  // Italian elides the article before a day said with a vowel: "l'8 ottobre", "l'11 giugno", never 'il 8'.
  it.each([
    ['quando è uscito pulp fiction?', /l'8 ottobre 1994/],
    ['jurassic park di che anno è', /l'11 giugno 1993/],
  ])('it: the day of release "%s"', async (prompt, expected) => {
    const reply = await ask(prompt);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/\bil (?:8|11) /);
  });

  // Who plays a character, said in a whole sentence of the user's language (the title and names are no words of it).
  it.each([
    ['es', 'quién interpreta a rose en titanic?', /la película .*el papel de .*lo interpreta/],
    ['pt', 'quem faz o papel do jack em titanic?', /No filme .*o papel de .*é interpretado por/],
  ])('%s: "%s" in a whole sentence', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });
});
