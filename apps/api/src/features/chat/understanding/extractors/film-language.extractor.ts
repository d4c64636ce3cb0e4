/**
 * The language a film was made in, beyond naming one ('a korean film' is read with the other origins): 'foreign',
 * 'subtitled' or 'non-english' leave English originals out, 'not in English' / "n'est pas en anglais" turn a named
 * language down, and a region stands for its languages ('asian films but not japanese').
 */
import type { MovieQuery } from '../chat-query.ts';
import { ORIGINS } from '../lexicon.ts';
import { anyOf, wordsOf } from '../lexicons/all-languages.ts';
import type { FilmRegion, LanguageLexicon } from '../lexicons/language-lexicon.ts';

type FilmLanguageWords = NonNullable<LanguageLexicon['filmLanguages']>;

const words = (pick: (words: FilmLanguageWords) => readonly string[]) =>
  anyOf((lexicon) => (lexicon.filmLanguages ? pick(lexicon.filmLanguages) : []));

const NOT_ENGLISH = new RegExp(String.raw`\b${words((w) => w.notEnglish)}(?![\p{L}])`, 'u');
const NOT_IN_BEFORE = new RegExp(String.raw`\b${words((w) => w.notIn)}\s+$`);
/**
 * Whether the words before a language's name `named` at `index` turn it down ('que não seja falado em', 'not spoken
 * in'); a name said with its preposition ('en ingles') is turned down by the words before that preposition too.
 */
export function languageTurnedDownAt(text: string, index: number, named: string): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  const preposition = /^\S+\s+(?=\S)/.exec(named)?.[0] ?? '';
  return NOT_IN_BEFORE.test(before) || (preposition !== '' && NOT_IN_BEFORE.test(before + preposition));
}
/**
 * 'não seja falado em inglês', 'not spoken in english', 'nicht auf englisch': a language turned down, how the film
 * was made said beside it ('gesprochen' after it), which names no title left out.
 */
export const LANGUAGE_LEFT_OUT = new RegExp(
  String.raw`\b${words((w) => w.notIn)}\s+(?:${ORIGINS.filter(({ language }) => language)
    .map(({ pattern }) => pattern.source)
    .join('|')})(?:\s+${words((w) => w.madeAfter ?? [])}(?![\p{L}]))?`,
  'gu',
);
const NO_SUBTITLES = new RegExp(String.raw`\b${words((w) => w.noSubtitles ?? [])}(?![\p{L}])`, 'u');
const REFUSAL = [
  ...wordsOf((lexicon) => lexicon.negations),
  ...wordsOf((lexicon) => lexicon.dislikes?.verbs),
  ...wordsOf((lexicon) => lexicon.filmLanguages?.cannotBear),
].join('|');
/** A refusal earlier in the clause: 'none of us can deal with ' before 'subtitles'. */
const REFUSED_IN_CLAUSE = new RegExp(String.raw`(?:^|[^\p{L}'])(?:${REFUSAL})(?![\p{L}])[^,.;:!?]*$`, 'u');
const refusedAt = (text: string, index: number) =>
  REFUSED_IN_CLAUSE.test(text.slice(Math.max(0, index - 60), index));

/** 'do you speak french?', 'tu parles anglais ?': the words asking whether the assistant speaks the language after. */
const SPEAK_ASKED = new RegExp(String.raw`\b${anyOf((lexicon) => lexicon.phrases.speakAskedLeads)}\s+$`);

/**
 * The words before a language's name at `index` that ask whether the assistant speaks it ('salut, tu parles
 * francais ? je cherche un polar'): the conversation's language, not the films'. Undefined when none do.
 */
export function speakAskedBefore(text: string, index: number): string | undefined {
  return SPEAK_ASKED.exec(text.slice(Math.max(0, index - 40), index))?.[0];
}

/** The original languages of each region's films, as the catalog codes them. */
const REGION_LANGUAGES: Record<FilmRegion, string[]> = {
  asian: ['ja', 'ko', 'zh', 'cn', 'hi', 'th', 'ta', 'te', 'ml', 'id', 'vi', 'tl', 'ms', 'bn'],
  european: ['fr', 'de', 'it', 'es', 'pt', 'sv', 'da', 'no', 'fi', 'nl', 'pl', 'ru', 'cs', 'hu', 'el', 'ro'],
  'latin-american': ['es', 'pt'],
  nordic: ['sv', 'da', 'no', 'fi', 'is'],
};
const REGIONS = (Object.keys(REGION_LANGUAGES) as FilmRegion[]).map((region) => ({
  region,
  pattern: new RegExp(String.raw`\b${words((w) => w.regions[region] ?? [])}\b`),
}));

const add = (list: string[], codes: readonly string[]) => {
  for (const code of codes) if (!list.includes(code)) list.push(code);
};

/**
 * Applies what the text, written in `speaker`'s language, says of the films' languages to the query the other origins
 * were read into; returns the words it read.
 */
export function applyFilmLanguages(
  query: MovieQuery,
  text: string,
  speaker: string,
  negatedAt: (text: string, index: number) => boolean,
): string[] {
  const matched: string[] = [];
  // 'no subtitles please', 'i hate subtitles', 'none of us can deal with subtitles': films in English or the
  // speaker's own language (the two most are watched in without reading), unless the message names one.
  const foreign = NOT_ENGLISH.exec(text);
  const refused = foreign && (negatedAt(text, foreign.index) || refusedAt(text, foreign.index));
  const noSubtitles = NO_SUBTITLES.exec(text) ?? (refused ? foreign : null);
  if (noSubtitles) {
    if (!query.languages.length) add(query.languages, [...new Set([speaker, 'en'])]);
    matched.push(noSubtitles[0]);
  }
  const notEnglish = noSubtitles ? null : foreign;
  if (notEnglish) {
    add(query.excludeLanguages, ['en']);
    matched.push(notEnglish[0]);
  }
  for (const origin of ORIGINS) {
    const match = origin.language ? origin.pattern.exec(text) : null;
    if (!match) continue;
    const notIn = NOT_IN_BEFORE.exec(text.slice(Math.max(0, match.index - 30), match.index));
    if (!notIn) continue;
    add(query.excludeLanguages, [origin.language!]);
    matched.push(notIn[0] + match[0]);
  }
  // 'korean or japanese films, i want to get into asian cinema': languages of the region named themselves are the
  // ones asked for, the region only why.
  const named = [...query.languages];
  for (const { region, pattern } of REGIONS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!named.some((code) => REGION_LANGUAGES[region].includes(code)))
      add(query.languages, REGION_LANGUAGES[region]);
    matched.push(match[0]);
  }
  query.languages = query.languages.filter((code) => !query.excludeLanguages.includes(code));
  return matched;
}
