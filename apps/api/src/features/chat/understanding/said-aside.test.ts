import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation } from './conversation.ts';
import { overviewNamesAny } from './keyword-themes.ts';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { resolveExclusions } from '../retrieval/resolve-exclusions.ts';

/** A numbered answer linking these films, after a request. */
const listed = (prompt: string, ...films: number[]): ChatMessage[] => [
  { text: prompt, isBot: false },
  {
    text: films.map((id, index) => `${index + 1}. **[Film ${id}](/movie/${id})** (1999) — Drama`).join('\n'),
    isBot: true,
  },
];

describe('a place in the list just shown, said alone', () => {
  it.each([
    ['the second one?', 11],
    ['and the third?', 12],
    ['what about the first one', 10],
    ['¿y la segunda?', 11],
    ['le troisième ?', 12],
    ['und der zweite?', 11],
    ['e il primo?', 10],
    ['o segundo?', 11],
  ])('%s asks about that film', (prompt, id) => {
    const turn = readConversation(listed('some dramas', 10, 11, 12), prompt);
    expect(turn.kind).toBe('question');
    if (turn.kind !== 'question') return;
    expect(turn.subjectId).toBe(id);
    expect(turn.question).toMatchObject({ kind: 'fact', aspect: 'overview' });
  });

  it('is no reference with no list before it, nor beside a request ("the second one but shorter")', () => {
    expect(readConversation([], 'the second one?').kind).toBe('request');
    const turn = readConversation(listed('some dramas', 10, 11, 12), 'more like the second one');
    expect(turn.kind).toBe('request');
  });
});

describe('a name fused with a film noun', () => {
  const people = (message: string) => {
    const { person, alsoPeople = [] } = parsePrompt(message).query;
    return [person, ...alsoPeople].filter(Boolean);
  };

  it.each([
    ['In welchen Kubrick-Filmen spielt Jack Nicholson mit?', 'kubrick', 'jack nicholson'],
    ['in welchen Tarantino-Filmen spielt Uma Thurman mit', 'tarantino', 'uma thurman'],
  ])('%s: the maker of the films, then the actor', (message, maker, actor) => {
    expect(people(message)).toEqual([
      { name: maker, role: 'any', explicit: false },
      expect.objectContaining({ name: actor, role: 'cast' }),
    ]);
  });

  it.each([
    ['Gibt es Fincher-Filme mit Brad Pitt?', 'fincher'],
    ['die besten Spielberg-Klassiker', 'spielberg'],
    ['the tarantino-movies', 'tarantino'],
  ])('%s leaves the name alone for the catalog', (message, name) => {
    const parsed = parsePrompt(message);
    expect(parsed.leftover.split(' ')).toContain(name);
  });

  it('keeps a genre written as a compound', () => {
    expect(parsePrompt('Science-Fiction-Filme').query.genreIds).toEqual([genreIdOf('Science Fiction')]);
  });
});

describe('subtitles turned down', () => {
  it.each([
    ['i hate subtitles, a good drama please', ['en']],
    ["can't stand subs. any westerns?", ['en']],
    ['nothing with subtitles, a comedy', ['en']],
    ['odio los subtítulos, una comedia', ['es', 'en']],
    ['keine Untertitel bitte, ein Krimi', ['de', 'en']],
    ['detesto as legendas, um drama', ['pt', 'en']],
  ])('%s: films watched without reading', (message, languages) => {
    const { query } = parsePrompt(message);
    expect(query.languages).toEqual(languages);
    expect(query.excludeLanguages).toEqual([]);
  });

  it('an English film named with it stays the only language', () => {
    expect(parsePrompt('english language only, i hate subtitles, a thriller').query.languages).toEqual([
      'en',
    ]);
  });
});

describe('a thing turned down that no theme lists', () => {
  it.each([
    ['horror but no clowns', ['clowns']],
    ['a comedy with no mimes, nothing with mimes', ['mimes']],
    ['terror pero sin payasos', ['clown']],
    ['un film d horreur sans clowns', ['clowns']],
    ['Horrorfilme, aber keine Clowns', ['clowns']],
    ['horror ma senza pagliacci', ['clown']],
  ])('%s: films that name it are left out, and it names no one', (message, words) => {
    const { query, leftover } = parsePrompt(message);
    expect(query.avoidWords).toEqual(words);
    expect(query.theme).toBeUndefined();
    expect(query.person).toBeUndefined();
    expect(leftover).toBe('');
  });

  it.each([
    ['scary movie, nothing with clowns', 'clowns'],
    ['una comedia, nada con payasos', 'clown'],
  ])('%s: one word read as a name turned down is a thing too', (message, word) => {
    expect(parsePrompt(message).query.avoidWords).toEqual([word]);
  });

  it('a single word turned down excludes only someone whose name holds it as written', async () => {
    const people: Record<string, { id: number; name: string }> = {
      clowns: { id: 1, name: 'Nick Laird-Clowes' },
      hanks: { id: 2, name: 'Tom Hanks' },
      'tom hanx': { id: 2, name: 'Tom Hanks' },
    };
    const tools = {
      findPerson: async (typed: string) => people[typed],
      findTitle: async () => undefined,
      findSeries: async () => [],
    } as unknown as MovieTools;
    const excluded = async (...names: string[]) => {
      const query = { ...parsePrompt('a comedy').query };
      query.avoidPeople = names.map((name) => ({ name, role: 'any' as const }));
      return (await resolveExclusions(query, tools, [])).personIds;
    };
    expect(await excluded('clowns')).toEqual([]);
    expect(await excluded('hanks')).toEqual([2]);
    // Two words or more stay the catalog's best guess, typos and all.
    expect(await excluded('tom hanx')).toEqual([2]);
  });

  it('a name turned down stays a name', () => {
    const { query } = parsePrompt('a comedy, no tom hanks');
    expect(query.avoidWords).toBeUndefined();
    expect(query.avoidPeople).toEqual([{ name: 'tom hanks', role: 'any' }]);
  });

  it('an overview naming the thing in any form is left out', () => {
    expect(overviewNamesAny('A killer clown stalks a small town.', ['clowns'])).toBe(true);
    expect(overviewNamesAny("The clowns' circus burns down.", ['clown'])).toBe(true);
    expect(overviewNamesAny('A family moves into a haunted house.', ['clowns'])).toBe(false);
  });
});
