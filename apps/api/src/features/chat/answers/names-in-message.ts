/**
 * 'leone westerns', 'uma thurman tarantino': a catalog person's name is no evidence of the language a message is
 * written in ('leone' is Italian for lion, 'uma' Portuguese for 'a'). The names a short message holds, found in the
 * catalog, so it can be read again without them.
 */
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { languageScores, lexiconHolds } from '../understanding/extractors/language.extractor.ts';
import { anyOf } from '../understanding/lexicons/all-languages.ts';
import type { ReplyLanguage } from '../understanding/lexicons/registry.ts';
import { normalizeText } from '../understanding/text.ts';

/** Longer messages hold enough of their language besides any name. */
const MOST_WORDS = 6;
/** A surname alone is a name when its person has this many films in the catalog ('leone': Sergio Leone). */
const FEWEST_FILMS_FOR_A_SURNAME = 2;

export async function namesTellingNoLanguage(
  tools: MovieTools,
  prompt: string,
  language: ReplyLanguage,
): Promise<string[]> {
  const words = normalizeText(prompt).match(/[a-z']+/g) ?? [];
  if (language === 'en' || words.length > MOST_WORDS) return [];
  const names: string[] = [];
  for (const [index, word] of words.entries()) {
    if (word.length < 3 || !languageScores(word).get(language)) continue;
    const name = await nameAround(tools, words, index);
    if (name) names.push(name);
  }
  return names;
}

/** Words in a person's full name, at most ('max von sydow'). */
const LONGEST_NAME = 3;

/** The person's name the word at `index` is part of: with the words around it, or a surname alone. */
async function nameAround(tools: MovieTools, words: string[], index: number): Promise<string | undefined> {
  for (let length = LONGEST_NAME; length >= 2; length--)
    for (let start = Math.max(0, index - length + 1); start <= index; start++) {
      const named = words.slice(start, start + length);
      if (named.length === length && (await tools.findPersonNamed(named.join(' ')))) return named.join(' ');
    }
  const word = words[index]!;
  const person = await tools.findPerson(word);
  const surname = person && normalizeText(person.name).split(/\s+/).at(-1);
  return surname === word && person!.movie_count >= FEWEST_FILMS_FOR_A_SURNAME ? word : undefined;
}

/**
 * 'will smith comedies', 'fritz lang films', 'sean connery bond films': the catalog people a message names in full,
 * whose words the grammar must not read as its own ('will' a wish, 'lang' German for long, 'bond' a theme). Not a
 * name that opens a title ('erin brockovich').
 */
export async function fullNamesInMessage(tools: MovieTools, prompt: string): Promise<string[]> {
  // 'samuel l. jackson' keeps its initial's period; 'peter lorre.' ends a sentence.
  const words = (normalizeText(prompt).match(/[\p{L}'.-]+/gu) ?? []).map((word) =>
    word.length > 2 ? word.replace(/\.+$/, '') : word,
  );
  const names: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const name = await fullNameAt(tools, words, index);
    if (!name) continue;
    names.push(name.join(' '));
    index += name.length - 1;
  }
  return names;
}

/** "lang's german stuff", "kubrick's early films": one word before a possessive, a word or two, then films. */
const SURNAME_POSSESSIVE = new RegExp(
  String.raw`(?<![\p{L}'.-])(\p{L}{3,})'s (?:[\p{L}-]+ ){0,2}${anyOf((lexicon) => lexicon.phrases.possessiveFilms)}(?![\p{L}])`,
  'gu',
);

/**
 * "lang's german stuff", "lean's war films": a surname before a possessive and the films, held out of the grammar's
 * reach like a full name ('lang' is no German 'long') when it is the surname of someone with films in the catalog.
 */
export async function possessiveSurnames(tools: MovieTools, prompt: string): Promise<string[]> {
  const names: string[] = [];
  for (const [, word] of normalizeText(prompt).matchAll(SURNAME_POSSESSIVE)) {
    const people = await tools.findPeople(word!);
    const surnameOf = people.some(
      (person) =>
        normalizeText(person.name).split(/\s+/).at(-1) === word &&
        person.movie_count >= FEWEST_FILMS_FOR_A_SURNAME,
    );
    if (surnameOf) names.push(word!);
  }
  return names;
}

async function fullNameAt(tools: MovieTools, words: string[], start: number) {
  for (let length = LONGEST_NAME; length >= 2; length--) {
    const named = words.slice(start, start + length);
    if (named.length < length || named.some((word) => word.replace(/[^\p{L}]/gu, '').length < 2)) continue;
    const typed = named.join(' ');
    if (!(await tools.findPersonNamed(typed))) continue;
    return (await tools.findSeries(typed)).length ? undefined : named;
  }
  return undefined;
}

/**
 * 'alguna de tarantino', 'was von spielberg': the catalog person words of any language name, in full or by a surname
 * alone (of someone with a few films, as above) that is no word of a lexicon ('good' is no Meagan Good).
 */
export async function personNamedAmong(tools: MovieTools, text: string): Promise<string | undefined> {
  const [full] = await fullNamesInMessage(tools, text);
  if (full) return full;
  for (const word of normalizeText(text).match(/\p{L}{3,}/gu) ?? []) {
    if (lexiconHolds(word)) continue;
    const person = await tools.findPerson(word);
    const surname = person && normalizeText(person.name).split(/\s+/).at(-1);
    if (surname === word && person!.movie_count >= FEWEST_FILMS_FOR_A_SURNAME) return word;
  }
  return undefined;
}
