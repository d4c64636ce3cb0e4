/**
 * The words the starter catalog's films are told with (their overviews and keywords), and which of them each
 * language's story table glosses into: a plot told from memory in that language keeps those words.
 */
import { loadStarterCatalog } from '@marquee/catalog/testing';
import { DE_STORY_WORDS } from '../../src/features/chat/understanding/story-gloss/de.story-words.ts';
import { ES_STORY_WORDS } from '../../src/features/chat/understanding/story-gloss/es.story-words.ts';
import { FR_STORY_WORDS } from '../../src/features/chat/understanding/story-gloss/fr.story-words.ts';
import { IT_STORY_WORDS } from '../../src/features/chat/understanding/story-gloss/it.story-words.ts';
import { PT_STORY_WORDS } from '../../src/features/chat/understanding/story-gloss/pt.story-words.ts';
import type { StoryWords } from '../../src/features/chat/understanding/story-gloss/story-words.ts';

export const STORY_TABLES: Record<string, StoryWords> = {
  es: ES_STORY_WORDS,
  fr: FR_STORY_WORDS,
  de: DE_STORY_WORDS,
  pt: PT_STORY_WORDS,
  it: IT_STORY_WORDS,
};

/** Words four letters long or more that hold a sentence together or say nothing of a plot. */
const NOT_PLOT = new Set(
  'that this with from their they them when into after while where what which about been being have will would there these those other each every some such very than then also just only more most over back through against during before under between among upon once ever even still both either since because though unless whether based duringcreditsstinger aftercreditsstinger film films movie first years year young life world himself herself itself'.split(
    ' ',
  ),
);
/** A word the catalog tells this many films with is one a plot told from memory may hold. */
const MIN_FILMS = 3;

/** One English word's forms counted as one ('murders', 'murdered', 'murderer'). */
export const englishStem = (word: string) => word.replace(/(?:ing|ed|ers|er|es|s|ly)$/, '');

/** The catalog's plot words with the number of films told with each, most used first; names left out. */
export function catalogPlotWords(): { word: string; films: number }[] {
  const films = new Map<string, number>();
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const movie of loadStarterCatalog()) {
    for (const typed of (movie.overview ?? '').match(/[A-Za-z]+/g) ?? []) {
      const counts = /^[A-Z]/.test(typed) ? capitalised : lower;
      counts.set(typed.toLowerCase(), (counts.get(typed.toLowerCase()) ?? 0) + 1);
    }
    const words = `${movie.overview ?? ''} ${movie.keywords.join(' ')}`.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const word of new Set(words)) films.set(word, (films.get(word) ?? 0) + 1);
  }
  // A word mostly written with a capital, and seldom without, is a name ('Gotham', 'Rome').
  const isName = (word: string) =>
    (capitalised.get(word) ?? 0) > (lower.get(word) ?? 0) && (lower.get(word) ?? 0) < 2;
  return [...films]
    .filter(([word, count]) => count >= MIN_FILMS && word.length >= 4 && !NOT_PLOT.has(word) && !isName(word))
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => ({ word, films: count }));
}

/** The plot words no entry of the table glosses into, most used first. */
export function untoldPlotWords(table: StoryWords): { word: string; films: number }[] {
  const reached = new Set(
    Object.values(table.words).flatMap((english) => english.split(/[^a-z]+/).map(englishStem)),
  );
  return catalogPlotWords().filter(({ word }) => !reached.has(englishStem(word)));
}
