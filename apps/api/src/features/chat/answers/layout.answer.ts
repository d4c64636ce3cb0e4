/**
 * A list reply laid out as the message asked ('just the titles', 'with the director next to each', 'a table:
 * title, year, runtime'): the one place a layout is honoured. Each item keeps its `N. **[Title](/movie/id)** (year)`
 * opening, which later turns read back ('the second one'); what follows it is cut to the title and year, or gets
 * the facts asked from the catalog. Tables are answered as such a list: the web renderer shows lists.
 */
import type { PromptLayout } from '../understanding/extractors/layout.extractor.ts';
import type { ReplyLanguage } from '../understanding/chat-query.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import { escapeMarkdown } from '../chat.markdown.ts';
import { phrasesFor } from '../wording/phrases.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

/** A numbered item: its opening (number, link, year) and the rest of the line. */
const ITEM = /^(\d+\. \*\*\[.*?\]\(\/movie\/(\d+)\)\*\*(?: \(\d{4}\))?)(.*)$/;

/** The facts asked of one film, as its item says them ('directed by Christopher Nolan', '148 min'). */
async function factsAsked(
  tools: MovieTools,
  id: number,
  layout: PromptLayout,
  language: ReplyLanguage,
  rest: string,
): Promise<string[]> {
  if (!layout.columns.length) return [];
  const facts = await tools.facts(id);
  if (!facts) return [];
  const phrases = phrasesFor(language);
  const said: string[] = [];
  for (const column of layout.columns) {
    if (column === 'director') {
      const names = facts.directors.map((director) => director.name);
      // A director's own list already says who directed each film, before the story's sentence.
      const reason = rest.split('. ')[0] ?? '';
      if (names.length && !names.every((name) => reason.includes(escapeMarkdown(name))))
        said.push(phrases.directedBy(escapeMarkdown(names.slice(0, 2).join(', '))));
    } else if (column === 'runtime') {
      if (facts.movie.runtime) said.push(`${facts.movie.runtime} min`);
    } else if (facts.movie.vote_count > 0 && (layout.titlesOnly || !/\d\/10/.test(rest))) {
      said.push(phrases.picks.rated(facts.movie.vote_average.toFixed(1)));
    }
  }
  return said;
}

/** The reply with each list item laid out as asked; the reply as it was when the layout asks nothing of it. */
export async function laidOut(
  tools: MovieTools,
  answer: AssistantAnswer,
  layout: PromptLayout | undefined,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  if (!layout || !answer.movies.length || (!layout.titlesOnly && !layout.columns.length)) return answer;
  const lines = await Promise.all(
    answer.text.split('\n').map(async (line) => {
      const item = ITEM.exec(line);
      if (!item) return line;
      const [, opening, id, rest = ''] = item;
      const facts = await factsAsked(tools, Number(id), layout, language, rest);
      const asked = facts.length ? ` — ${facts.join(', ')}` : '';
      return layout.titlesOnly ? `${opening}${asked}` : `${opening}${asked}${rest}`;
    }),
  );
  return { ...answer, text: lines.join('\n') };
}
