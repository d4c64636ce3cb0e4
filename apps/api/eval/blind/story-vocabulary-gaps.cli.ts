/**
 * `npx tsx apps/api/eval/blind/story-vocabulary-gaps.cli.ts [lang] [--all]`: per story table, how many of the
 * catalog's plot words it glosses into, and the commonest it misses (all of them with --all), with how many starter
 * films use each: the list a helper widening a table works through (docs/chat-eval-rounds.md).
 */
import { catalogPlotWords, STORY_TABLES, untoldPlotWords } from './story-vocabulary.ts';

const all = process.argv.includes('--all');
const languages = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const total = catalogPlotWords().length;
for (const [language, table] of Object.entries(STORY_TABLES)) {
  if (languages.length && !languages.includes(language)) continue;
  const untold = untoldPlotWords(table);
  const share = Math.round((100 * (total - untold.length)) / total);
  console.log(`${language}: ${total - untold.length} of ${total} plot words glossed into (${share}%)`);
  const shown = all ? untold : untold.slice(0, 40);
  console.log(`  missing: ${shown.map(({ word, films }) => `${word} ${films}`).join(', ')}`);
}
