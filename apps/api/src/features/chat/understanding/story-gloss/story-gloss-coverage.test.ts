import { describe, expect, it } from 'vitest';
import { loadStarterCatalog } from '@marquee/catalog/testing';
import { DE_STORY_WORDS } from './de.story-words.ts';
import { ES_STORY_WORDS } from './es.story-words.ts';
import { FR_STORY_WORDS } from './fr.story-words.ts';
import { IT_STORY_WORDS } from './it.story-words.ts';
import { PT_STORY_WORDS } from './pt.story-words.ts';
import type { StoryWords } from './story-words.ts';

/** Words four letters long or more that hold a sentence together or say nothing of a plot. */
const NOT_PLOT = new Set(
  'that this with from their they them when into after while where what which about been being have will would there these those other each every some such very than then also just only more most over back through against during before under between among upon once ever even still both either since because though unless whether based duringcreditsstinger aftercreditsstinger film films movie first years year young life world himself herself itself'.split(
    ' ',
  ),
);
/** A word the catalog tells this many films with is one a plot told from memory may hold. */
const MIN_FILMS = 3;
const stem = (word: string) => word.replace(/(?:ing|ed|ers|er|es|s|ly)$/, '');

/** The plot words of the starter catalog's overviews and keywords, names left out (a word mostly capitalised). */
function catalogPlotWords(): string[] {
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
  const isName = (word: string) =>
    (capitalised.get(word) ?? 0) > (lower.get(word) ?? 0) && (lower.get(word) ?? 0) < 2;
  return [...films]
    .filter(([word, count]) => count >= MIN_FILMS && word.length >= 4 && !NOT_PLOT.has(word) && !isName(word))
    .map(([word]) => word);
}

const glossedInto = (table: StoryWords) =>
  new Set(Object.values(table.words).flatMap((english) => english.split(/[^a-z]+/).map(stem)));

describe("the story tables reach the words the catalog's films are told with", () => {
  const plotWords = catalogPlotWords();

  it.each([
    ['es', ES_STORY_WORDS],
    ['fr', FR_STORY_WORDS],
    ['de', DE_STORY_WORDS],
    ['pt', PT_STORY_WORDS],
    ['it', IT_STORY_WORDS],
  ] as const)(
    '%s glosses into most of them (a plot told in it keeps its telling words)',
    (_language, table) => {
      const reached = glossedInto(table);
      const share = plotWords.filter((word) => reached.has(stem(word))).length / plotWords.length;
      expect(plotWords.length).toBeGreaterThan(500);
      expect(share).toBeGreaterThan(0.6);
    },
  );
});
