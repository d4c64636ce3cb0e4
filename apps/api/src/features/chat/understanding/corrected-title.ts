/**
 * A correction of the title the last message named: 'no sorry i meant aliens, the sequel' after 'who directed alien',
 * 'quise decir Shrek 2', 'je voulais dire Alien'. The last message is asked again with the title meant.
 */
import { anyOf } from './lexicons/all-languages.ts';
import type { MovieQuestion, MovieQuery } from './chat-query.ts';

const OPENERS = anyOf((lexicon) => lexicon.phrases.correctionOpeners);
const LEADS = anyOf((lexicon) => lexicon.phrases.meantLeads);
const MEANT = new RegExp(String.raw`^(?:${OPENERS}[,.!]*\s+)*${LEADS}\s+(.+)$`);

/** The title a normalized correction names ('aliens' of 'no i meant aliens, the sequel'). */
export function meantTitle(text: string): string | undefined {
  const said = MEANT.exec(text.trim())?.[1];
  // 'aliens, the sequel', 'aliens (the 2nd one)': words after a comma only describe the film.
  const title = said
    ?.split(/[,;(]/)[0]!
    .replace(/[?!.]+$/, '')
    .replace(/^(?:the film|the movie|la pelicula|le film|den film|der film|o filme|il film)\s+/, '')
    .trim();
  return title || undefined;
}

/** The title a turn was read to name: a question's film, or the film a request is like. */
export function titleNamedBy(
  turn:
    { kind: 'question'; question: MovieQuestion } | { kind: 'request'; query: MovieQuery } | { kind: string },
): string | undefined {
  if ('question' in turn) return 'title' in turn.question ? turn.question.title : undefined;
  if ('query' in turn) return turn.query.likeTitle;
  return undefined;
}

/** The normalized message with the title it named replaced by the one meant; undefined when it does not hold it. */
export function withTitleMeant(message: string, named: string, meant: string): string | undefined {
  const at = message.lastIndexOf(named);
  return at < 0 ? undefined : `${message.slice(0, at)}${meant}${message.slice(at + named.length)}`;
}
