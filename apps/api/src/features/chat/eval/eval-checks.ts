/** Machine checks of one assistant reply, each judged against the catalog the reply came from. */
import type { MovieFacts } from '@marquee/catalog';
import { GENRES, type Genre } from '@marquee/contracts';

export interface EvalReply {
  text: string;
  /** Every catalog movie the reply links to, with its facts, in order. */
  movies: MovieFacts[];
  /** Movies the earlier replies of the conversation linked to. */
  earlierIds: Set<number>;
  /** Facts of the movie a question is about, when the case names one. */
  subject?: MovieFacts | null;
  subjects?: (MovieFacts | null)[];
}

/** Passes with undefined, fails with the reason. */
export type Check = (reply: EvalReply) => string | undefined;

const genreId = (name: Genre['name']) => GENRES.find((genre) => genre.name === name)!.id;
const hasGenre = (facts: MovieFacts, name: Genre['name']) =>
  facts.movie.genres.some((genre) => genre.id === genreId(name));
const year = (facts: MovieFacts) => Number(facts.movie.release_date.slice(0, 4));
const title = (facts: MovieFacts) => facts.movie.title;

function every(reply: EvalReply, test: (facts: MovieFacts) => boolean, what: string): string | undefined {
  const failing = reply.movies.filter((facts) => !test(facts));
  return failing.length ? `${what}: ${failing.map(title).join(', ')}` : undefined;
}

export const atLeast =
  (count: number): Check =>
  (reply) =>
    reply.movies.length >= count ? undefined : `${reply.movies.length} movies, wanted at least ${count}`;

export const none: Check = (reply) =>
  reply.movies.length === 0 ? undefined : `recommended ${reply.movies.length} movies, wanted none`;

/** At least `share` of the movies have one of the genres. */
export const genreShare =
  (names: Genre['name'][], share = 1): Check =>
  (reply) => {
    if (!reply.movies.length) return 'no movies';
    const matching = reply.movies.filter((facts) => names.some((name) => hasGenre(facts, name))).length;
    return matching / reply.movies.length >= share
      ? undefined
      : `${matching}/${reply.movies.length} are ${names.join(' or ')}`;
  };

export const noGenre =
  (...names: Genre['name'][]): Check =>
  (reply) =>
    every(reply, (facts) => !names.some((name) => hasGenre(facts, name)), `has ${names.join('/')}`);

export const runtimeAtMost =
  (minutes: number): Check =>
  (reply) =>
    every(
      reply,
      (facts) => facts.movie.runtime !== null && facts.movie.runtime <= minutes,
      `longer than ${minutes}`,
    );

export const runtimeAtLeast =
  (minutes: number): Check =>
  (reply) =>
    every(reply, (facts) => (facts.movie.runtime ?? 0) >= minutes, `shorter than ${minutes}`);

export const yearsBetween =
  (from: number, to: number): Check =>
  (reply) =>
    every(reply, (facts) => year(facts) >= from && year(facts) <= to, `outside ${from}-${to}`);

export const yearBefore =
  (limit: number): Check =>
  (reply) =>
    every(reply, (facts) => year(facts) < limit, `not before ${limit}`);

export const originalLanguage =
  (code: string): Check =>
  (reply) =>
    every(reply, (facts) => facts.movie.original_language === code, `not in language ${code}`);

export const fromCountry =
  (code: string): Check =>
  (reply) =>
    every(reply, (facts) => facts.countries.includes(code), `not from ${code}`);

/** Every movie credits the person (in the cast, as director, or either), by the catalog's own facts. */
export const credits =
  (name: string, role: 'cast' | 'director' | 'any'): Check =>
  (reply) =>
    every(
      reply,
      (facts) =>
        (role !== 'director' && facts.cast.some((member) => member.name === name)) ||
        (role !== 'cast' && facts.directors.some((director) => director.name === name)),
      `does not credit ${name}`,
    );

export const certifiedAtMost =
  (allowed: string[]): Check =>
  (reply) =>
    every(
      reply,
      (facts) => facts.certification === null || allowed.includes(facts.certification),
      `rated above ${allowed.at(-1)}`,
    );

export const noKeywords =
  (...keywords: string[]): Check =>
  (reply) =>
    every(
      reply,
      (facts) => !facts.keywords.some((keyword) => keywords.includes(keyword)),
      `has ${keywords.join('/')}`,
    );

export const noRepeats: Check = (reply) =>
  every(reply, (facts) => !reply.earlierIds.has(facts.movie.id), 'shown before');

export const says =
  (pattern: RegExp): Check =>
  (reply) =>
    pattern.test(reply.text) ? undefined : `text does not match ${pattern}`;

export const saysNot =
  (pattern: RegExp): Check =>
  (reply) =>
    pattern.test(reply.text) ? `text matches ${pattern}` : undefined;

/** Spanish: the reply's own sentences (not the catalog's English overviews) are Spanish. */
export const spanish: Check = (reply) =>
  /\b(aquí tienes|películas|no he encontrado|fue dirigida|se estrenó|dura|tiene|lo siento|de nada|prueba|según|trata|catálogo|hola)\b/i.test(
    reply.text,
  ) && !/\b(here are|you might enjoy|if you liked|was directed by)\b/i.test(reply.text)
    ? undefined
    : 'reply is not in Spanish';

/** A fact about the subject, as the catalog knows it, is in the text; or the reply says the catalog does not know. */
export const statesFact =
  (
    fact: (subject: MovieFacts) => string[] | undefined,
    unknown = /doesn't|no (?:tiene|dice)|has no|no age rating|nobody/i,
  ): Check =>
  (reply) => {
    if (!reply.subject) return 'the subject is not in the catalog';
    if (!reply.text.includes(`/movie/${reply.subject.movie.id}`)) return 'the reply does not link the movie';
    const expected = fact(reply.subject);
    if (!expected?.length) return unknown.test(reply.text) ? undefined : 'pretends to know an unknown fact';
    const missing = expected.filter((part) => !reply.text.includes(part));
    return missing.length ? `missing ${missing.join(', ')}` : undefined;
  };

/** For 'X or Y': both movies linked, the better rated one named as ahead unless they are close. */
export const comparesByRating: Check = (reply) => {
  const [a, b] = reply.subjects ?? [];
  if (!a || !b) return 'a subject is not in the catalog';
  if (!reply.text.includes(`/movie/${a.movie.id}`) || !reply.text.includes(`/movie/${b.movie.id}`))
    return 'does not link both';
  const [better, worse] = a.movie.vote_average >= b.movie.vote_average ? [a, b] : [b, a];
  if (better.movie.vote_average - worse.movie.vote_average < 0.3) return undefined;
  const verdict = reply.text.split('\n').find((line) => /comes out ahead|gana /.test(line));
  return verdict?.includes(`/movie/${better.movie.id}`)
    ? undefined
    : `does not name ${better.movie.title} as the better rated`;
};
