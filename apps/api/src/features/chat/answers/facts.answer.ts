/** Answers to questions about a movie (director, year, plot, runtime, rating, age rating, cast, worth it) and 'X or Y'. */
import type { MovieFacts } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { toMovieSummary } from '../../../platform/movie-summaries.ts';
import { escapeMarkdown, movieLink } from '../chat.markdown.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';
import type { MovieQuestion, ReplyLanguage } from '../understanding/chat-query.ts';
import { certificationsForAge } from '../understanding/lexicon.ts';
import { extractFactCue } from '../understanding/extractors/fact-cue.extractor.ts';
import { normalizeText } from '../understanding/text.ts';
import { genreList, peoplePhrasesFor, phrasesFor } from '../wording/phrases.ts';
import { factSentence } from './fact-sentence.ts';
import { findTitleBeforeTrailingWords } from './title-before-trailing-words.ts';
import type { AssistantAnswer } from './recommend.answer.ts';

type FactWords = ReturnType<typeof phrasesFor>['facts'];

/**
 * Articles and titles of address in the languages read: 'il joker', 'den joker', 'mr smith'; a doctor's title said
 * in full in any of them ('doctor grant', 'il dottor lecter', 'o doutor'), as the credits' 'Dr.'.
 */
const CHARACTER_FILLER = new Set(
  (
    'the a an el la lo los las le les l il i gli o os as der die das den dem des mr mrs dr ' +
    'doctor doctora dra docteur doktor dottor dottore dottoressa doutor doutora'
  ).split(' '),
);

/** 'the joker' matches 'Joker', 'Rose' matches 'Rose DeWitt Bukater', 'neo' matches 'Thomas A. Anderson / Neo'. */
function characterMatches(typed: string, character: string): boolean {
  const words = (text: string) =>
    normalizeText(text)
      .replace(/\([^)]*\)/g, ' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !CHARACTER_FILLER.has(word));
  const asked = words(typed);
  const named = new Set(words(character));
  return asked.length > 0 && asked.every((word) => named.has(word));
}

function scoreLine(facts: MovieFacts, words: FactWords): string | undefined {
  const { vote_average: average, vote_count: votes } = facts.movie;
  return votes ? words.score(average.toFixed(1), votes) : undefined;
}

function runtimeText(minutes: number, words: FactWords): string {
  return words.duration(minutes, Math.floor(minutes / 60), minutes % 60);
}

/** 'the first godfather', 'el primer shrek', 'der erste rocky': the first film of a series, by its name. */
const FIRST_OF_SERIES =
  /^(?:(?:the|el|la|le|der|die|das|den|il|lo|o|a) )?(?:very first|first|original|primera?|premiere?|ersten?|prim[oa]|primeir[oa]|originale?) (.+)$/;

/** The earliest of the film the words name and the films whose titles start with them. */
async function firstOfSeries(tools: MovieTools, title: string) {
  const named = FIRST_OF_SERIES.exec(normalizeText(title))?.[1];
  if (!named) return undefined;
  const films = [await tools.findTitle(named), ...(await tools.findSeries(named))].filter(
    (film) => film !== undefined,
  );
  return earliest(films);
}

/** The first released of `films` (a film with no date last). */
export const earliest = (films: MovieSummary[]) =>
  films.sort((a, b) => (a.release_date || '9999').localeCompare(b.release_date || '9999'))[0];

/** The film a question is about: its typed title, else the film pointed at (previous answer or page). */
export async function subject(tools: MovieTools, title: string | undefined, current: number | undefined) {
  // 'what is toy story rated? is it ok for kids': a title read with the question's own words still in it.
  const cue = title ? extractFactCue(normalizeText(title)) : undefined;
  if (!title) return current !== undefined ? tools.movie(current) : undefined;
  return (
    (await tools.findTitle(title)) ??
    (cue && (await tools.findTitle(cue.title))) ??
    (await firstOfSeries(tools, title)) ??
    findTitleBeforeTrailingWords(tools, title)
  );
}

export async function factAnswer(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'fact' }>,
  current: number | undefined,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  const phrases = phrasesFor(language);
  const movie = await subject(tools, question.title, current);
  if (!movie) return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
  const found = await tools.facts(movie.id);
  if (!found) return { text: phrases.titleNotFound, movies: [] };
  const aspects = [question.aspect, ...(question.alsoAspects ?? [])];
  return {
    text: aspects
      .map((aspect) => factSentence(aspect, found, language, question.age, question.judge))
      .join('\n\n'),
    movies: [movie],
  };
}

/** 'Who plays the Joker in The Dark Knight?': the cast member whose character matches, or an honest no. */
/**
 * The film a character question is about, its facts and the cast member playing the character: the film named or in
 * view, else, with no film named, the film of the character's name ('who played forrest gump', 'who played the
 * joker') when the one in view has no such part.
 */
async function filmOfCharacter(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'character' }>,
  current: number | undefined,
) {
  const playing = async (movie: MovieSummary | undefined) => {
    if (!movie) return undefined;
    const found = await tools.facts(movie.id);
    const member = found?.cast.find(
      (candidate) => candidate.character && characterMatches(question.character, candidate.character),
    );
    return { movie, found, member };
  };
  const named = await playing(await subject(tools, question.title, current));
  if (named?.member || question.title) return named;
  return (await playing(await tools.findTitle(question.character))) ?? named;
}

export async function characterAnswer(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'character' }>,
  current: number | undefined,
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  const phrases = phrasesFor(language);
  const words = phrases.facts;
  const chosen = await filmOfCharacter(tools, question, current);
  if (!chosen) return { text: question.title ? phrases.titleNotFound : phrases.whichMovie, movies: [] };
  const { movie, found, member } = chosen;
  if (!found) return { text: phrases.titleNotFound, movies: [] };
  const link = movieLink(found.movie);
  if (member?.character)
    return {
      text: words.characterPlayedBy(link, escapeMarkdown(member.character), escapeMarkdown(member.name)),
      movies: [movie],
    };
  const billed = found.cast
    .slice(0, 4)
    .map((person) => escapeMarkdown(person.name))
    .join(', ');
  return {
    text: words.characterUnknown(link, billed),
    movies: [movie],
  };
}

/** The director (or the top-billed actor) of a catalog film, as a catalog person. */
async function personOfFilm(tools: MovieTools, movie: MovieSummary | undefined, role: 'director' | 'cast') {
  const facts = movie ? await tools.facts(movie.id) : null;
  const credit = role === 'director' ? facts?.directors[0] : facts?.cast[0];
  return credit ? tools.findPerson(credit.name, role) : undefined;
}

/** 'What has Tom Hanks been in?': the person's catalog films, best known first, with the count. */
export async function filmographyAnswer(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'filmography' }>,
  language: ReplyLanguage,
  excludeIds: number[] = [],
): Promise<AssistantAnswer> {
  const phrases = phrasesFor(language);
  // 'what else did the director of jaws make': the film asked through is no answer.
  const through = question.via ? await tools.findTitle(question.via.title) : undefined;
  const person = question.via
    ? await personOfFilm(tools, through, question.via.role)
    : await tools.findPerson(question.name, question.role);
  if (!person) return { text: phrases.personUnknown, movies: [] };
  // 'Filmography of Tarantino': a director who also acts is asked about as a director.
  const role =
    question.role !== 'any'
      ? question.role
      : person.director_count >= 3 || person.director_count > person.cast_count
        ? 'director'
        : 'cast';
  const films = await tools.search({
    personId: person.id,
    personRole: role,
    sort: 'popularity',
    limit: 100,
    excludeIds: through ? [...excludeIds, through.id] : excludeIds,
  });
  const name = escapeMarkdown(person.name);
  const words = peoplePhrasesFor(language);
  const leftOut = Boolean(through) || excludeIds.length > 0;
  if (!films.length)
    return { text: (leftOut ? words.filmographyNoOther : words.filmographyNone)(name, role), movies: [] };
  const shown = films.slice(0, 8).sort((a, b) => b.release_date.localeCompare(a.release_date));
  const intro = words.filmographyIntro(name, films.length, role, films.length > shown.length);
  const lines = await Promise.all(
    shown.map(async (movie, index) => {
      const facts = await tools.facts(movie.id);
      const part = facts?.cast.find((member) => member.id === person.id)?.character;
      const detail =
        role === 'director'
          ? words.asDirector
          : part
            ? words.asCharacter(escapeMarkdown(part))
            : words.inCast;
      return `${index + 1}. ${movieLink(movie)} — ${detail}`;
    }),
  );
  return { text: [intro, '', ...lines].join('\n'), movies: shown };
}

type PickOrder = Extract<MovieQuestion, { kind: 'pick' }>['order'];

/** A runtime in the reply's language ('99 minutes (1 h 39 min)'). */
export function durationIn(minutes: number, language: ReplyLanguage): string {
  return phrasesFor(language).facts.duration(minutes, Math.floor(minutes / 60), minutes % 60);
}

/** The fact a pick was decided by ('rated 8.1/10', '99 minutes (1 h 39 min)', '1994'). */
function pickFact(facts: MovieFacts, order: PickOrder, language: ReplyLanguage): string {
  const year = facts.movie.release_date.slice(0, 4);
  if (order === 'shortest' || order === 'longest')
    return facts.movie.runtime ? durationIn(facts.movie.runtime, language) : '';
  if (order === 'oldest' || order === 'release_date') return year;
  return phrasesFor(language).picks.rated(facts.movie.vote_average.toFixed(1));
}

/** 'For a 6-year-old, which of those?': the films of the last answer rated for that age. */
function pickForAge(all: MovieFacts[], age: number, language: ReplyLanguage): AssistantAnswer {
  const words = phrasesFor(language).facts;
  const allowed = certificationsForAge(age) as string[];
  const fits = all.filter((facts) => facts.certification && allowed.includes(facts.certification));
  const list = fits.map((facts) => `- ${movieLink(facts.movie)}: ${facts.certification}`).join('\n');
  return {
    text: fits.length ? words.ageFits(age, allowed.join('/'), list) : words.ageNone(age, allowed.join('/')),
    movies: fits.map((facts) => toMovieSummary(facts.movie)),
  };
}

const known = (value: number | null | undefined) => value ?? Number.NaN;
/** How each order ranks a film, higher first; NaN when the catalog does not know. */
const PICK_SCORES: Record<PickOrder, (facts: MovieFacts) => number> = {
  shortest: (facts) => -known(facts.movie.runtime),
  longest: (facts) => known(facts.movie.runtime),
  oldest: (facts) => -Number(facts.movie.release_date.slice(0, 4) || Number.NaN),
  release_date: (facts) => Number(facts.movie.release_date.slice(0, 4) || Number.NaN),
  vote_average: (facts) => (facts.movie.vote_count ? facts.movie.vote_average : Number.NaN),
  popularity: (facts) => facts.movie.popularity,
};

/** 'Which of them is the shortest?': one of the previous answer's films, with the fact that decides. */
export async function pickAnswer(
  tools: MovieTools,
  question: Extract<MovieQuestion, { kind: 'pick' }>,
  previous: number[],
  language: ReplyLanguage,
): Promise<AssistantAnswer> {
  const picks = phrasesFor(language).picks;
  const all = (await Promise.all(previous.map((id) => tools.facts(id)))).filter(
    (facts): facts is MovieFacts => facts !== null,
  );
  if (!all.length) return { text: phrasesFor(language).whichMovie, movies: [] };
  if (question.age !== undefined) return pickForAge(all, question.age, language);
  const score = PICK_SCORES[question.order];
  const ranked = all.filter((facts) => !Number.isNaN(score(facts))).sort((a, b) => score(b) - score(a));
  if (question.count !== undefined && question.count > 1 && ranked.length > 1) {
    const chosen = ranked.slice(0, question.count);
    const lines = chosen.map(
      (facts, index) =>
        `${index + 1}. ${movieLink(facts.movie)} — ${pickFact(facts, question.order, language)}`,
    );
    return {
      text: [picks.several(chosen.length), '', ...lines].join('\n'),
      movies: chosen.map((facts) => toMovieSummary(facts.movie)),
    };
  }
  const best = ranked[0];
  if (!best) return { text: picks.unknown, movies: [] };
  const link = movieLink(best.movie);
  const year = best.movie.release_date.slice(0, 4);
  const runtime = best.movie.runtime ? durationIn(best.movie.runtime, language) : '';
  const sentence: Record<PickOrder, string> = {
    shortest: picks.shortest(link, runtime),
    longest: picks.longest(link, runtime),
    oldest: picks.oldest(link, year),
    release_date: picks.release_date(link, year),
    vote_average: picks.vote_average(link, best.movie.vote_average.toFixed(1)),
    popularity: picks.popularity(link),
  };
  return { text: sentence[question.order], movies: [toMovieSummary(best.movie)] };
}

export async function compareAnswer(
  tools: MovieTools,
  titles: [string, string],
  language: ReplyLanguage,
): Promise<AssistantAnswer | undefined> {
  const words = phrasesFor(language).facts;
  const movies = await Promise.all(titles.map((title) => tools.findTitle(title)));
  if (!movies[0] || !movies[1]) return undefined;
  const [a, b] = (await Promise.all(movies.map((movie) => tools.facts(movie!.id)))) as [
    MovieFacts | null,
    MovieFacts | null,
  ];
  if (!a || !b) return undefined;
  const line = (facts: MovieFacts) => {
    const parts = [
      genreList(
        facts.movie.genres.map((genre) => genre.id),
        language,
        3,
      ),
      scoreLine(facts, words) ?? words.notRatedYet,
      facts.movie.runtime ? runtimeText(facts.movie.runtime, words) : '',
    ].filter(Boolean);
    return `- ${movieLink(facts.movie)}: ${parts.join(', ')}`;
  };
  const [first, second] = [a, b].sort((x, y) => y.movie.vote_average - x.movie.vote_average) as [
    MovieFacts,
    MovieFacts,
  ];
  const close = Math.abs(first.movie.vote_average - second.movie.vote_average) < 0.3;
  const conclusion = close ? words.compareClose : words.compareAhead(movieLink(first.movie));
  return {
    text: [words.compareIntro, '', line(a), line(b), '', conclusion].join('\n'),
    movies: movies as [NonNullable<(typeof movies)[0]>, NonNullable<(typeof movies)[1]>],
  };
}
