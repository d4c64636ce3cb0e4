import { genreName, type MovieSummary } from '@marquee/contracts';

/** Catalog text inside markdown: no character of a title may open a link, emphasis or HTML. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`).replace(/\s+/g, ' ');
}

export function releaseYear(movie: Pick<MovieSummary, 'release_date'>): number | undefined {
  const year = Number(movie.release_date?.slice(0, 4));
  return Number.isInteger(year) && year > 1800 ? year : undefined;
}

/** The canonical way every reply names a movie: a link to its page, then the year. */
export function movieLink(movie: Pick<MovieSummary, 'id' | 'title' | 'release_date'>): string {
  const year = releaseYear(movie);
  return `**[${escapeMarkdown(movie.title)}](/movie/${movie.id})**${year ? ` (${year})` : ''}`;
}

export function genreNames(genreIds: readonly number[], max = 2): string {
  return genreIds
    .map((id) => genreName(id))
    .filter((name): name is string => Boolean(name))
    .slice(0, max)
    .join(' / ');
}

/** The overview's first sentence, cut at a word boundary so a list item stays one line. */
export function overviewSnippet(overview: string | null | undefined, maxLength = 140): string {
  const text = (overview ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  // A sentence ends at . ! or ? before a capital letter, but not after an initial ('U.S.') or a title ('Dr.').
  const sentence =
    /^.+?(?<!\b[A-Z]|\b(?:Mr|Mrs|Ms|Dr|St|Jr|vs))[.!?](?=\s+[A-Z"“'‘]|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= maxLength) return sentence;
  const cut = sentence.slice(0, maxLength).replace(/\s+\S*$/, '');
  return `${cut}…`;
}

/**
 * The language the catalog's overviews are written in. A reply in another language leaves them out rather than mix
 * English sentences into it, as a movie site shows no synopsis where it has no translation.
 */
const OVERVIEW_LANGUAGE = 'en';

/** One numbered list item: link, year, the reason it fits and, in English, a one-sentence taste of the story. */
export function movieListItem(index: number, movie: MovieSummary, reason: string, language: string): string {
  const snippet = language === OVERVIEW_LANGUAGE ? escapeMarkdown(overviewSnippet(movie.overview)) : '';
  return `${index + 1}. ${movieLink(movie)} — ${reason}${snippet ? `. ${snippet}` : ''}`;
}

export interface ShownMovie {
  id: number;
  year: number | undefined;
}

/** Movies an earlier reply linked to, read back from its markdown (the conversation is kept by the browser). */
export function moviesShownIn(text: string): ShownMovie[] {
  const shown: ShownMovie[] = [];
  for (const match of text.matchAll(/\]\(\/movie\/(\d+)\)\**(?:\s*\((\d{4})\))?/g)) {
    shown.push({ id: Number(match[1]), year: match[2] ? Number(match[2]) : undefined });
  }
  return shown;
}

/**
 * The films of a reply's numbered list: the first one linked on each item, not the seeds named around it. A reply
 * laid out as bullets or a table ('bullet point them', 'as a table') has its films on those lines instead.
 */
export function moviesListedIn(text: string): ShownMovie[] {
  const lines = text.split('\n');
  const numbered = lines.filter((line) => /^\d+\. /.test(line));
  const items = numbered.length ? numbered : lines.filter((line) => /^(?:- |\| )\*\*\[/.test(line));
  return items.flatMap((line) => moviesShownIn(line).slice(0, 1));
}
