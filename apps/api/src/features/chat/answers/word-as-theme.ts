/**
 * One word said beside a kind ('vietnam war movies', 'samurai action', 'filmes de guerra do Vietnã') or offered
 * instead of a theme ('dinosaurs or monsters'): a theme the
 * films must match when films of the kind hold it in their own words (title, overview, keywords), in English by the
 * word itself, a loan name's English form, the story glossary or a cognate; filler otherwise, and dropped.
 */
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { filterFor } from '../retrieval/query-filter.ts';
import type { MovieQuery, ReplyLanguage } from '../understanding/chat-query.ts';
import { glossStory } from '../understanding/story-gloss/story-gloss.ts';
import { normalizeText } from '../understanding/text.ts';

/**
 * A place's name borrowed with a nasal or accented ending, as the English names it: 'vietnã' vietnam, 'irã' iran,
 * 'japão' japan, 'itália', 'italie', 'italien' italy.
 */
const LOAN_ENDINGS: [RegExp, string][] = [
  [/ã$/u, 'am'],
  [/ã$/u, 'an'],
  [/ão$/u, 'an'],
  [/[ií]a$/u, 'y'],
  [/ie$/u, 'y'],
  [/ien$/u, 'y'],
];

/** The English forms a loan name may take in the catalog's words, the word's own first. */
export function loanForms(typed: string): string[] {
  const word = typed.toLowerCase();
  const forms = LOAN_ENDINGS.filter(([ending]) => ending.test(word)).map(([ending, english]) =>
    word.replace(ending, english),
  );
  return [...new Set([word, ...forms].map(normalizeText))];
}

/** The words the catalog may hold for the typed one, likeliest first. */
async function englishForms(tools: MovieTools, typed: string, language: ReplyLanguage): Promise<string[]> {
  const forms = loanForms(typed);
  if (language === 'en') return forms;
  const glossed = glossStory(normalizeText(typed), language, false).trim();
  const [cognates = []] = await tools.storyCognates([normalizeText(typed)]);
  return [...new Set([...forms, ...(glossed ? [glossed] : []), ...cognates.map(normalizeText)])];
}

/**
 * The request with its word beside a kind read as a keyword theme (named as typed, searched by the English the
 * catalog holds) when films of the request hold it; without the word otherwise.
 */
export async function withWordAsTheme(
  tools: MovieTools,
  query: MovieQuery,
  language: ReplyLanguage,
): Promise<MovieQuery> {
  const typed = query.themeWord;
  if (!typed || query.theme) return query;
  const rest: MovieQuery = { ...query, themeWord: undefined };
  const filter = filterFor(rest, { certifications: false });
  for (const form of await englishForms(tools, typed, language)) {
    if (form.length < 3) continue;
    const held = await tools.searchByStoryWords(form, { ...filter, limit: 1 });
    // 'samurais' is held as 'samurai': the singular names the catalog's keyword and begins its overviews' word.
    const keywords = [...new Set([form.replace(/(?<!s)s$/, ''), form])];
    // Offered instead of a theme, it is one more either will do ('dinosaurs or monsters').
    if (held.length) return { ...rest, keywordThemes: [...query.keywordThemes, { label: typed, keywords }] };
  }
  return rest;
}
