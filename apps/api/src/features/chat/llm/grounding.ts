import type { MovieSummary } from '@marquee/contracts';
import { movieLink } from '../chat.markdown.ts';

/** The model names movies only through these tokens; anything else it calls a movie cannot become a link. */
const MOVIE_TOKEN = /\{\{\s*movie\s*:\s*(\d+)\s*\}\}/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns the model's text into a reply that links only to catalog movies: tokens and plain mentions of the grounding
 * movies become links, every other link or image loses its target, and raw HTML is not trusted.
 */
export function rewriteMovieMentions(content: string, movies: MovieSummary[]): string {
  const byId = new Map(movies.map((movie) => [movie.id, movie]));
  const byTitle = new Map(movies.map((movie) => [movie.title.toLowerCase(), movie]));
  const placeholders: string[] = [];
  // Private-use characters: no title pattern can match inside a held link.
  const hold = (markdown: string) =>
    `\uE000${String.fromCharCode(0xe100 + placeholders.push(markdown) - 1)}\uE000`;

  let text = content
    .replace(/[\uE000-\uF8FF]/g, '')
    .replace(MOVIE_TOKEN, (_token, id: string) => {
      const movie = byId.get(Number(id));
      return movie ? hold(movieLink(movie)) : '';
    })
    // Images and links: only a catalog movie keeps its link, under its canonical form.
    .replace(/!?\[([^\]]*)\]\(([^)]*)\)/g, (_link, label: string, target: string) => {
      const id = /^\s*\/movie\/(\d+)\s*$/.exec(target)?.[1];
      const movie =
        (id ? byId.get(Number(id)) : undefined) ??
        byTitle.get(label.replace(/[*_]/g, '').trim().toLowerCase());
      return movie ? hold(movieLink(movie)) : '';
    })
    .replace(/<\/?[a-z][^>]*>/gi, '');

  for (const movie of [...movies].sort((a, b) => b.title.length - a.title.length)) {
    const pattern = new RegExp(
      `(\\*\\*|\\*|_|")?(?<![\\p{L}\\p{N}])${escapeRegExp(movie.title)}(?![\\p{L}\\p{N}])(\\s*\\(\\d{4}\\))?\\1`,
      'iu',
    );
    text = text.replace(pattern, () => hold(movieLink(movie)));
  }
  return (
    text
      .replace(
        /\uE000(.)\uE000/g,
        (_match, index: string) => placeholders[index.charCodeAt(0) - 0xe100] ?? '',
      )
      .replace(/[ \t]+\n/g, '\n')
      .split('\n')
      // A list item that names no catalog movie would present an unknown title as a pick: it is left out.
      .filter((line) => !/^\s*(?:\d+[.)]|[-*+])\s/.test(line) || /\]\(\/movie\/\d+\)/.test(line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
