/**
 * Several people in one film: 'tom hanks and meg ryan', 'an X film directed by Y', 'uma thurman tarantino'. Each
 * person is confirmed by the catalog, in their role, and only the films they all share are listed; when none has
 * all of them, the reply says so instead of listing one person's films.
 */
import type { PersonMatch } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { catalogSort, filterFor } from '../retrieval/query-filter.ts';
import type { MovieQuery, PersonAsk } from '../understanding/chat-query.ts';
import { levenshtein, normalizeText } from '../understanding/text.ts';
import { NOT_NAME_WORDS } from '../understanding/lexicon.ts';
import { listed } from '../wording/reply-wording.ts';
import { mainRole } from './person-role.ts';
import { describeQuery, peoplePhrasesFor, phrasesFor, wordingFor } from '../wording/phrases.ts';
import {
  emptyCriteriaQuery,
  listReply,
  type AssistantAnswer,
  type RequestContext,
} from './recommend.answer.ts';

/** A catalog person in the role the request wants them in (undefined: any credit). */
export interface CastPerson {
  person: PersonMatch;
  role: 'cast' | 'director' | undefined;
}

/** Words of a leftover tried as one name: people's names are at most this long. */
const NAME_WORDS = 3;
/** A leftover longer than this is a description, not a list of names. */
const MAX_LEFTOVER_WORDS = 8;
/** Candidates tried per name when their first choices share no film ('jimmy stewart' is several people). */
const CANDIDATES_PER_NAME = 3;
const MAX_COMBINATIONS = 12;
const FILMS_PER_PERSON = 100;

const roleOf = (asked: PersonAsk['role'], person: PersonMatch): CastPerson['role'] =>
  asked !== 'any' ? asked : mainRole(person);

const lastWord = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .at(-1) ?? '';

/** Letters a surname typed alone needs for a slip in it to be forgiven ('scorcese' for Scorsese). */
const SURNAME_SLIP_LETTERS = 7;
const SURNAME_PARTICLE = /^(?:de|del|della|di|da|van|von|du|dos|le|la)$/;

/**
 * A single typed word stands for a person only when it is their surname ('tarantino', 'scorsese'), with its particle
 * run into it ('deniro'), or their only name ('zendaya'), so a common word beside a name ('together', 'western') is
 * never read as someone. A long surname typed one letter off is theirs when they have several films ('scorcese').
 */
export function singleWordFits(
  word: string,
  person: PersonMatch,
  slipLetters = SURNAME_SLIP_LETTERS,
  slips = 1,
): boolean {
  const typed = normalizeText(word);
  const words = normalizeText(person.name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const surname = words.at(-1) ?? '';
  const particle = words.length > 2 && SURNAME_PARTICLE.test(words.at(-2)!) ? words.at(-2)! : '';
  if (typed.length < 4) return false;
  if (surname === typed || (particle && particle + surname === typed)) return true;
  return (
    typed.length >= slipLetters &&
    person.movie_count >= 2 &&
    typed[0] === surname[0] &&
    levenshtein(typed, surname) <= slips
  );
}

/** Films a director must have in the catalog for their surname alone to name them beside other criteria. */
const SURNAME_DIRECTOR_FILMS = 2;

/**
 * 'kubrick war movies', 'did spielberg ever do a horror movie?': one stray word beside a genre or a decade is a
 * person when it is the surname of someone known for directing several catalog films. Actors are called by their
 * full names, and a common word beside a genre ('horror in the woods') is no director's surname.
 */
export async function directorBySurname(word: string, tools: MovieTools): Promise<PersonAsk | undefined> {
  const person = await tools.findPerson(word, 'director');
  const directs =
    person && mainRole(person) === 'director' && person.director_count >= SURNAME_DIRECTOR_FILMS;
  return directs && singleWordFits(word, person)
    ? { name: person.name, role: 'director', explicit: false }
    : undefined;
}

/**
 * Words the grammar did not understand, split into the catalog people they name ('uma thurman tarantino' ->
 * Uma Thurman, Quentin Tarantino): the split that covers the most words with the fewest people. Words that name
 * no one ('together', 'both') are skipped; `undefined` when names are less than `share` of the words.
 */
export async function peopleInWords(
  leftover: string,
  tools: MovieTools,
  share = 2 / 3,
): Promise<PersonAsk[] | undefined> {
  // 'brad pitt morgan freeman same': a common word is no part of a name ('freeman same' was Sam H. Freeman).
  const words = leftover.split(' ').filter((word) => word && !NOT_NAME_WORDS.has(word));
  if (!words.length || words.length > MAX_LEFTOVER_WORDS) return undefined;
  const spans = new Map<string, Promise<PersonMatch | undefined>>();
  const personAt = (start: number, length: number) => {
    const typed = words.slice(start, start + length).join(' ');
    if (!spans.has(typed))
      spans.set(
        typed,
        tools
          .findPerson(typed)
          .then((person) => (person && (length > 1 || singleWordFits(typed, person)) ? person : undefined)),
      );
    return spans.get(typed)!;
  };
  // best[i]: the best reading of words i.. as [words covered, -people, people].
  type Reading = { covered: number; people: PersonAsk[] };
  const best: Reading[] = Array.from({ length: words.length + 1 }, () => ({ covered: 0, people: [] }));
  const better = (a: Reading, b: Reading) =>
    a.covered > b.covered || (a.covered === b.covered && a.people.length < b.people.length);
  for (let start = words.length - 1; start >= 0; start--) {
    let choice: Reading = best[start + 1]!;
    for (let length = 1; length <= NAME_WORDS && start + length <= words.length; length++) {
      const person = await personAt(start, length);
      if (!person) continue;
      const rest = best[start + length]!;
      const reading = {
        covered: rest.covered + length,
        people: [
          { name: words.slice(start, start + length).join(' '), role: 'any' as const, explicit: false },
          ...rest.people,
        ],
      };
      if (better(reading, choice)) choice = reading;
    }
    best[start] = choice;
  }
  const [reading] = best;
  // 'i keep hearing about sergio leone, which of his should i start with': a full name the catalog has, as typed, is
  // someone however many other words are left over (not 'ela ama', a typo away from Amadeus).
  const named = reading?.people.filter((person) => person.name.includes(' ')) ?? [];
  const fullName = (await Promise.all(named.map((person) => tools.findPersonNamed(person.name)))).some(
    Boolean,
  );
  if (!reading || !reading.people.length || (reading.covered < words.length * share && !fullName))
    return undefined;
  return reading.people;
}

/** A nickname is at least this many letters of a first name ('leo' for Leonardo, 'matt' for Matthew). */
const NICKNAME_LETTERS = 3;

/**
 * 'leo' for Leonardo, 'arnie' for Arnold, 'tommy' for Tom: the start of the first name, or its start with a
 * diminutive ending (and a doubled consonant before it).
 */
function shortensFirstName(word: string, firstName: string): boolean {
  if (firstName.startsWith(word)) return true;
  const stem = word.replace(/(?:ie|y)$/, '').replace(/([^aeiou])\1$/, '$1');
  return stem !== word && stem.length >= NICKNAME_LETTERS && firstName.startsWith(stem);
}
/** The named person's films read for partners a nickname may stand for. */
const PARTNER_FILMS = 40;

/**
 * 'leo in a scorsese film', 'scorsese films with leo': a first name or its short form beside one named person is
 * the partner of theirs (two films or more together) whose first name it begins, when exactly one such partner
 * is; no reading otherwise.
 */
export async function partnerByFirstName(
  leftover: string,
  asked: PersonAsk,
  tools: MovieTools,
): Promise<PersonAsk | undefined> {
  const words = leftover
    .split(' ')
    .filter((word) => word.length >= NICKNAME_LETTERS && /^\p{L}+$/u.test(word) && !NOT_NAME_WORDS.has(word));
  if (!words.length || words.length > MAX_LEFTOVER_WORDS) return undefined;
  const named = await tools.findPerson(asked.name, asked.role);
  if (!named) return undefined;
  const films = await tools.search({
    personId: named.id,
    ...(asked.role === 'any' ? {} : { personRole: asked.role }),
    sort: 'popularity',
    limit: PARTNER_FILMS,
  });
  const together = new Map<number, { name: string; films: number }>();
  for (const facts of await Promise.all(films.map((film) => tools.facts(film.id))))
    for (const member of [...(facts?.cast ?? []), ...(facts?.directors ?? [])]) {
      if (member.id === named.id) continue;
      const known = together.get(member.id) ?? { name: member.name, films: 0 };
      together.set(member.id, { ...known, films: known.films + 1 });
    }
  const firstName = (name: string) => normalizeText(name).split(' ')[0] ?? '';
  const partners = [...together.values()].filter(
    (partner) =>
      partner.films >= 2 &&
      partner.name.includes(' ') &&
      words.some((word) => shortensFirstName(word, firstName(partner.name))),
  );
  return partners.length === 1 ? { name: partners[0]!.name, role: 'any', explicit: false } : undefined;
}

/** The films every one of these people has, in their roles, within the filter's other constraints. */
async function sharedFilms(
  tools: MovieTools,
  people: CastPerson[],
  query: MovieQuery,
  context: RequestContext,
  withCriteria: boolean,
): Promise<MovieSummary[]> {
  const filter = withCriteria
    ? filterFor(query, { excludeIds: context.excludeIds, exclusions: context.exclusions })
    : { excludeIds: [...context.excludeIds, ...context.exclusions.movieIds] };
  let films: MovieSummary[] | undefined;
  for (const { person, role } of people) {
    films = await tools.search({
      ...filter,
      personId: person.id,
      personRole: role,
      ...(films ? { includeIds: films.map((film) => film.id) } : {}),
      sort: catalogSort(query.sort) ?? 'popularity',
      limit: FILMS_PER_PERSON,
    });
    if (!films.length) return [];
  }
  return films ?? [];
}

/** Each way of reading the names as catalog people, the likeliest first (each name's first candidates first). */
function combinations(candidates: CastPerson[][]): CastPerson[][] {
  let result: CastPerson[][] = [[]];
  for (const options of candidates)
    result = result.flatMap((partial) => options.map((option) => [...partial, option]));
  return result
    .filter((people) => new Set(people.map(({ person }) => person.id)).size === people.length)
    .slice(0, MAX_COMBINATIONS);
}

async function candidatesFor(tools: MovieTools, ask: PersonAsk): Promise<CastPerson[]> {
  const people = await tools.findPeople(ask.name, ask.role);
  return people.slice(0, CANDIDATES_PER_NAME).map((person) => ({ person, role: roleOf(ask.role, person) }));
}

/** Candidates sharing the typed surname, for names whose full spelling matched no one in a shared film. */
async function bySurname(tools: MovieTools, ask: PersonAsk): Promise<CastPerson[]> {
  const surname = lastWord(ask.name);
  if (surname.length < 4 || !ask.name.includes(' ')) return [];
  const people = (await tools.findPeople(surname, ask.role)).filter((person) =>
    singleWordFits(surname, person),
  );
  return people.slice(0, CANDIDATES_PER_NAME).map((person) => ({ person, role: roleOf(ask.role, person) }));
}

/**
 * 'arnie + james cameron': one word that is no one's surname, asked beside someone named in full, is first read as
 * the partner of theirs whose first name it shortens.
 */
async function nicknamedPartner(tools: MovieTools, asks: PersonAsk[], index: number): Promise<CastPerson[]> {
  const ask = asks[index]!;
  const named = asks.find((other) => other !== ask && other.name.includes(' '));
  if (ask.name.includes(' ') || !named) return [];
  const [typed] = await tools.findPeople(ask.name, ask.role);
  if (typed && singleWordFits(ask.name, typed)) return [];
  const partner = await partnerByFirstName(ask.name, named, tools);
  return partner ? (await candidatesFor(tools, partner)).slice(0, 1) : [];
}

/**
 * The catalog people of the names asked for, read so that they share films when any reading does; `undefined`
 * when one of the names is no catalog person at all.
 */
async function resolve(
  tools: MovieTools,
  asks: PersonAsk[],
  query: MovieQuery,
  context: RequestContext,
): Promise<{ people: CastPerson[]; films: MovieSummary[]; loosened: boolean } | undefined> {
  const candidates = await Promise.all(
    asks.map(async (ask, index) => [
      ...(await nicknamedPartner(tools, asks, index)),
      ...(await candidatesFor(tools, ask)),
    ]),
  );
  if (candidates.some((options) => !options.length)) return undefined;
  const tries = [candidates];
  const widened = await Promise.all(
    asks.map(async (ask, index) => {
      const more = await bySurname(tools, ask);
      const known = new Set(candidates[index]!.map(({ person }) => person.id));
      return [...candidates[index]!, ...more.filter(({ person }) => !known.has(person.id))];
    }),
  );
  if (widened.some((options, index) => options.length > candidates[index]!.length)) tries.push(widened);
  // Two directors who also act ('clint eastwood ... sergio leone'): a name asked with no role may be in the cast;
  // 'movies with caine and nolan': a role only implied by a 'with' may be another (Nolan directed them).
  const loose = (ask: PersonAsk) => ask.role === 'any' || !ask.explicit;
  const anyCredit = (options: CastPerson[][]) =>
    options.map((people, index) =>
      loose(asks[index]!) ? people.map((person) => ({ ...person, role: undefined })) : people,
    );
  if (asks.some(loose)) tries.push(anyCredit(candidates));
  // 'quelli di prima' read twice as the one Louis Prima: no reading names different people, so none share films.
  const first = combinations(candidates)[0];
  if (!first) return undefined;
  for (const withCriteria of [true, false]) {
    for (const options of tries)
      for (const people of combinations(options)) {
        const films = await sharedFilms(tools, people, query, context, withCriteria);
        if (films.length) return { people, films, loosened: !withCriteria };
      }
  }
  return { people: first, films: [], loosened: false };
}

/** 'Tom Hanks and Leonardo DiCaprio', 'with Matt Damon, directed by Ridley Scott', in the reply's language. */
function peopleText(people: CastPerson[], language: RequestContext['language']) {
  const and = peoplePhrasesFor(language).and;
  const names = (role: 'director' | 'other') =>
    people
      .filter((person) => (person.role === 'director') === (role === 'director'))
      .map(({ person }) => escapeMarkdown(person.name));
  const [directors, others] = [names('director'), names('other')];
  if (!others.length) return { text: listed(directors, and), directed: true };
  if (!directors.length) return { text: listed(others, and), directed: false };
  const directed = wordingFor(language).query.person(listed(directors, and), true, false);
  return { text: `${listed(others, and)}, ${directed}`, directed: false };
}

/** The films the people share, each with who plays whom and who directed it; an honest reply when none. */
export async function byPeople(
  tools: MovieTools,
  asks: PersonAsk[],
  query: MovieQuery,
  context: RequestContext,
  wanted: number,
): Promise<AssistantAnswer | undefined> {
  const { language } = context;
  const phrases = phrasesFor(language);
  const found = await resolve(tools, asks, query, context);
  if (!found) return undefined;
  const { people, films, loosened } = found;
  const more = context.excludeIds.size > 0;
  const allNames = listed(
    people.map(({ person }) => escapeMarkdown(person.name)),
    peoplePhrasesFor(language).and,
  );
  if (!films.length) return { text: peoplePhrasesFor(language).noneTogether(allNames, more), movies: [] };
  const shown = films.slice(0, wanted);
  const facts = await Promise.all(shown.map((movie) => tools.facts(movie.id)));
  const directed = (personId: number, index: number) =>
    Boolean(facts[index]?.directors.some((director) => director.id === personId));
  const picks = shown.map((movie, index) => {
    const parts = people.map(({ person }) => {
      const name = escapeMarkdown(person.name);
      if (directed(person.id, index)) return phrases.directedBy(name);
      const character = facts[index]?.cast.find((member) => member.id === person.id)?.character;
      return `${name}${character ? phrases.as(escapeMarkdown(character)) : ''}`;
    });
    const rating = movie.vote_count > 0 ? phrases.rated(movie.vote_average.toFixed(1)) : '';
    return { movie, reason: `${parts.join('; ')}${rating}` };
  });
  // Said as the director of these films when they directed every one of them, whatever role was asked.
  const named = peopleText(
    people.map((cast) => ({
      ...cast,
      role: shown.every((_, index) => directed(cast.person.id, index)) ? 'director' : 'cast',
    })),
    language,
  );
  const described: MovieQuery = {
    ...(loosened ? emptyCriteriaQuery(query) : query),
    person: { name: named.text, role: named.directed ? 'director' : 'cast', explicit: false },
    alsoPeople: undefined,
  };
  return listReply(
    phrases.personIntro(describeQuery(described, language, named.text), more),
    picks,
    language,
    loosened ? [peoplePhrasesFor(language).togetherLoosened] : [],
  );
}
