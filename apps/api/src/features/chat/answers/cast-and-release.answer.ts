/**
 * Answers to 'is X in Y?' (yes or no, with the part played), 'which came first, X or Y?' (both years) and 'which is
 * longer, X or Y?' (both runtimes).
 */
import type { MovieFacts } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { escapeMarkdown, movieLink } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuestion, ReplyLanguage } from '../understanding/chat-query.ts';
import { phrase } from '../understanding/lexicons/phrase-patterns.ts';
import { normalizeText } from '../understanding/text.ts';
import { phrasesFor } from '../wording/phrases.ts';
import { durationIn, earliest, subject } from './facts.answer.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

const nameWords = (name: string) =>
  normalizeText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 'samuel l jackson' is 'Samuel L. Jackson', 'tarantino' is 'Quentin Tarantino': every typed word in the name. */
function sameName(typed: string, credited: string): boolean {
  const asked = nameWords(typed);
  const words = nameWords(credited);
  // 'leo dicaprio' is 'Leonardo DiCaprio': a first name typed short, the surname whole.
  const shortFor = (word: string) => word.length >= 3 && words.some((whole) => whole.startsWith(word));
  return (
    asked.length > 0 &&
    asked.every((word, at) => words.includes(word) || (at < asked.length - 1 && shortFor(word)))
  );
}

/** The catalog's person of the typed name, and whether it credits them in the film beyond its top billing. */
async function castBeyondBilling(tools: MovieTools, typed: string, movie: MovieSummary) {
  const person = await tools.findPerson(typed, 'any');
  if (!person || !sameName(typed, person.name)) return { credited: false, name: typed };
  const films = await tools.search({
    personId: person.id,
    personRole: 'cast',
    sort: 'popularity',
    limit: 200,
  });
  return { credited: films.some((film) => film.id === movie.id), name: person.name };
}

/**
 * 'is samuel l jackson in django unchained?': yes with the part played, yes as its director, or no with who is. No
 * title ('la dirigió spielberg?'): the film named before or in view, `current`.
 */
export async function castCheckAnswer(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'castCheck' }>,
  language: ReplyLanguage,
  current?: number,
): Promise<AssistantAnswer> {
  const phrases = phrasesFor(language);
  const words = phrases.facts;
  const movie = await subject(tools, question.title || undefined, current);
  const found = movie ? await tools.facts(movie.id) : null;
  if (!movie || !found)
    return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
  const link = movieLink(found.movie);
  const text = (sentence: string) => ({ text: sentence, movies: [movie] });
  if (question.role === 'director') return directorCheck(tools, question.name, found, text, language);
  const member = found.cast.find((credit) => sameName(question.name, credit.name));
  if (member)
    return text(words.castYes(escapeMarkdown(member.name), link, escapeMarkdown(member.character ?? '')));
  // 'is tarantino in pulp fiction': in its cast below the top billing, else its director.
  const beyond = await castBeyondBilling(tools, question.name, movie);
  if (beyond.credited) return text(words.castYes(escapeMarkdown(beyond.name), link, ''));
  const director = found.directors.find((credit) => sameName(question.name, credit.name));
  if (director) return text(words.castDirected(escapeMarkdown(director.name), link));
  const billed = found.cast
    .slice(0, 4)
    .map((person) => escapeMarkdown(person.name))
    .join(', ');
  return text(words.castNo(escapeMarkdown(beyond.name), link, billed));
}

/** 'did spielberg direct jaws?': yes, or no with who did. */
async function directorCheck(
  tools: MovieTools,
  typed: string,
  found: MovieFacts,
  text: (sentence: string) => AssistantAnswer,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  const words = phrasesFor(language).facts;
  const link = movieLink(found.movie);
  const director = found.directors.find((credit) => sameName(typed, credit.name));
  if (director) return text(words.castDirected(escapeMarkdown(director.name), link));
  const person = await tools.findPerson(typed, 'any');
  const name = person && sameName(typed, person.name) ? person.name : typed;
  const directors = found.directors.map((credit) => `**${escapeMarkdown(credit.name)}**`).join(', ');
  return text(words.directorNo(escapeMarkdown(name), link, directors));
}

const yearOf = (facts: MovieFacts) => facts.movie.release_date.slice(0, 4);

/** 'the first one', 'il primo', 'der erste teil': the first film of a series, named by no title of its own. */
const FIRST_ONE = new RegExp(String.raw`^${phrase((p) => p.firstOfSeries ?? [])}$`);
/** 'Toy Story 3', 'The Godfather: Part II': the name of the series, before its part's number or after-colon name. */
const seriesName = (title: string) =>
  title
    .split(':')[0]!
    .replace(/\s+(?:part\s+)?(?:\d+|[ivx]+)$/i, '')
    .trim();

/** The earliest film of the series `movie` is in. */
async function firstOfItsSeries(tools: MovieTools, movie: MovieSummary) {
  const name = seriesName(movie.title);
  const films = [await tools.findTitle(name), ...(await tools.findSeries(name)), movie].filter(
    (film) => film !== undefined,
  );
  return earliest(films);
}

/**
 * The two films a comparison names, as the catalog knows them ('the first one' beside a title: the first of that
 * title's series); undefined when either is unknown or both are one.
 */
async function twoFilms(tools: MovieTools, titles: [string, string]) {
  const firstOne = titles.map((title) => FIRST_ONE.test(normalizeText(title).trim()));
  const named = await Promise.all(
    titles.map((title, index) => (firstOne[index] ? undefined : subject(tools, title, undefined))),
  );
  const other = named.find((movie) => movie !== undefined);
  const movies = await Promise.all(
    named.map((movie, index) => (firstOne[index] && other ? firstOfItsSeries(tools, other) : movie)),
  );
  if (!movies[0] || !movies[1] || movies[0].id === movies[1].id) return undefined;
  const facts = await Promise.all(movies.map((movie) => tools.facts(movie!.id)));
  if (!facts[0] || !facts[1]) return undefined;
  return { summaries: movies as MovieSummary[], facts: facts as [MovieFacts, MovieFacts] };
}

/** The films of an answer, as summaries, in the order the sentence names them. */
const inOrder = (summaries: MovieSummary[], named: MovieFacts[]) =>
  named.map((facts) => summaries.find((summary) => summary.id === facts.movie.id)!);

/** 'which came first, blade runner or the terminator?': the earlier film, and both years. */
export async function releaseOrderAnswer(
  tools: MovieTools,
  titles: [string, string],
  language: ReplyLanguage,
): Promise<AssistantAnswer | undefined> {
  const words = phrasesFor(language).facts;
  const films = await twoFilms(tools, titles);
  if (!films || !films.facts.every((facts) => facts.movie.release_date)) return undefined;
  const [first, second] = [...films.facts].sort((a, b) =>
    a.movie.release_date.localeCompare(b.movie.release_date),
  ) as [MovieFacts, MovieFacts];
  const [firstLink, secondLink] = [movieLink(first.movie), movieLink(second.movie)];
  // The links give both years.
  const text =
    yearOf(first) === yearOf(second)
      ? words.releasedSameYear(firstLink, secondLink)
      : words.releasedFirst(firstLink, secondLink);
  return { text, movies: inOrder(films.summaries, [first, second]) };
}

/** 'which is longer, titanic or avatar?' ('shorter'): the film asked for, with both runtimes. */
export async function lengthOrderAnswer(
  tools: MovieTools,
  titles: [string, string],
  language: ReplyLanguage,
  asked: 'longer' | 'shorter',
): Promise<AssistantAnswer | undefined> {
  const words = phrasesFor(language).facts;
  const films = await twoFilms(tools, titles);
  if (!films || !films.facts.every((facts) => facts.movie.runtime)) return undefined;
  const [long, short] = [...films.facts].sort((a, b) => b.movie.runtime! - a.movie.runtime!) as [
    MovieFacts,
    MovieFacts,
  ];
  const runs = (facts: MovieFacts) => durationIn(facts.movie.runtime!, language);
  const [longLink, shortLink] = [movieLink(long.movie), movieLink(short.movie)];
  const text =
    long.movie.runtime === short.movie.runtime
      ? words.sameLength(longLink, shortLink, runs(long))
      : asked === 'longer'
        ? words.longer(longLink, runs(long), shortLink, runs(short))
        : words.shorter(shortLink, runs(short), longLink, runs(long));
  const named = asked === 'longer' ? [long, short] : [short, long];
  return { text, movies: inOrder(films.summaries, named) };
}
