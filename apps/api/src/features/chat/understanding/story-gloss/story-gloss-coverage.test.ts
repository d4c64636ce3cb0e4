import { describe, expect, it } from 'vitest';
import {
  catalogPlotWords,
  STORY_TABLES,
  untoldPlotWords,
} from '../../../../../eval/blind/story-vocabulary.ts';

describe("the story tables reach the words the catalog's films are told with", () => {
  const plotWords = catalogPlotWords().length;

  it.each(Object.entries(STORY_TABLES))(
    '%s glosses into most of them (a plot told in it keeps its telling words)',
    (_language, table) => {
      expect(plotWords).toBeGreaterThan(500);
      expect(1 - untoldPlotWords(table).length / plotWords).toBeGreaterThan(0.6);
    },
  );
});
