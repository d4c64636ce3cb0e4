import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const JAWS = 578;
const FORREST_GUMP = 13;

describe('POST /api/chat: facts asked in the words people type in each language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'von wann ist der film': asked from when, the year; the film in view when none is named.
  it.each([
    ['es', 'de cuándo es la película?', FORREST_GUMP, /1994/],
    ['pt', 'de quando é esse filme?', JAWS, /1975/],
    ['fr', 'de quand date le film au juste ?', FORREST_GUMP, /1994/],
    ['it', 'di quando è il film?', JAWS, /1975/],
    ['de', 'von wann stammt der streifen denn?', FORREST_GUMP, /1994/],
    ['en', 'when is it from?', JAWS, /1975/],
  ])('%s: the year asked "from when", "%s"', async (_language, prompt, movieId, expected) => {
    expect(await ask(prompt, { movieId })).toMatch(expected);
  });

  // 'quem entra no pulp fiction': who appears in a film, asked with the verbs of appearing.
  it.each([
    ['pt', 'quem aparece em forrest gump? só os principais', /Tom Hanks/],
    ['es', 'quiénes aparecen en forrest gump?', /Tom Hanks/],
    ['fr', 'qui apparaît dans forrest gump ?', /Tom Hanks/],
    ['it', 'chi compare in forrest gump?', /Tom Hanks/],
  ])('%s: the cast asked "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'qnt tempo dura': the shorthand of 'how much', read as the word.
  it.each([
    ['pt', 'qnto tempo dura o poderoso chefão? vou ver com a minha mãe', /175|2 ?h ?55/],
    ['fr', 'cb de temps dure le parrain ?', /175|2 ?h ?55/],
  ])('%s: "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'es muy larga no?': a judgement after the question, a degree word no film's title.
  it('es: a length asked, then judged with a degree word', async () => {
    expect(await ask('cuánto dura titanic? es demasiado larga para un martes?')).toMatch(/194|3 ?h ?14/);
  });

  // 'or am i thinking of something else': a doubt closing a yes/no question.
  it.each([
    ['en', 'is tom hanks in forrest gump or am i mixing it up', /Yes/],
    ['es', 'sale roy scheider en tiburón o me estoy confundiendo?', /Sí.*Roy Scheider.*Jaws/],
    ['de', 'ist tom hanks in forrest gump dabei oder verwechsle ich das?', /Ja/],
  ])('%s: "%s"', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // 'o leo dicaprio ta no titanic?': the spoken 'tá', a first name typed short.
  it('pt: "tá" is "está", and "sam" is Samuel', async () => {
    const reply = await ask('o sam jackson ta em pulp fiction?');
    expect(reply).toMatch(/^Sim/);
    expect(reply).toMatch(/Samuel L\. Jackson/);
  });

  // 'wer hat den paten gedreht': a German title after a verb, its article and words declined.
  it.each([
    ['wer hat den weißen hai gedreht?', /Steven Spielberg/],
    ['hat tom hanks in dem soldaten james ryan mitgespielt?', /^Ja/],
  ])('de: "%s"', async (prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });

  // A yes in Spanish or Italian says so in words of the language, not the names alone.
  it.each([
    ['es', 'sale tom hanks en forrest gump?', /la película .*el papel de/],
    ['it', 'tom hanks recita in forrest gump?', /nel film/],
  ])('%s: "%s" is answered in its language', async (_language, prompt, expected) => {
    expect(await ask(prompt)).toMatch(expected);
  });
});
