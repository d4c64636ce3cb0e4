/**
 * The film a correction means ('no, the old one', 'den alten mit jack nicholson', 'la deuxième partie'): another film
 * of the name the last question was about, told apart as the correction says.
 */
import { titleKey } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import type { FilmCorrection } from '../understanding/film-correction.ts';
import type { MovieTools } from '../retrieval/movie-tools.ts';

const yearOf = (movie: MovieSummary) => Number(movie.release_date.slice(0, 4)) || undefined;
const byRelease = (a: MovieSummary, b: MovieSummary) =>
  (a.release_date || '9999').localeCompare(b.release_date || '9999');
/** A title's name before its subtitle ('Dune' of 'Dune: Part Two'). */
const nameOf = (title: string) => title.split(/\s*[:–—]\s*|\s+-\s+/)[0]!;

/** The films sharing the name: those whose titles hold it, and the films of its series. */
async function namesakes(tools: MovieTools, names: string[]): Promise<MovieSummary[]> {
  const found = await Promise.all(
    names.flatMap((name) => [tools.findNamed(name), tools.findSeries(name), tools.findTitle(name)]),
  );
  const films = found.flat().filter((film) => film !== undefined);
  return [...new Map(films.map((film) => [film.id, film])).values()];
}

/** The namesakes a person of the correction made or played in ('the one with jack nicholson'). */
async function ofPerson(tools: MovieTools, person: string, names: string[]): Promise<MovieSummary[]> {
  const found = await tools.findPerson(person, 'any');
  if (!found) return [];
  const theirs = await tools.search({ personId: found.id, limit: 100 });
  const ids = new Set((await namesakes(tools, names)).map((film) => film.id));
  const keys = names.map((name) => ` ${titleKey(name)} `);
  return theirs.filter(
    (film) => ids.has(film.id) || keys.some((key) => ` ${titleKey(film.title)} `.includes(key)),
  );
}

/** 'the tim burton one' after a list: the first film shown that the person made or played in. */
async function shownOfPerson(tools: MovieTools, person: string, among: number[]) {
  const found = await tools.findPerson(person, 'any');
  if (!found) return undefined;
  const theirs = new Set((await tools.search({ personId: found.id, limit: 100 })).map((film) => film.id));
  const id = among.find((shown) => theirs.has(shown));
  return id === undefined ? undefined : tools.movie(id);
}

/** The film the correction means, when the catalog has one. */
export async function correctedFilm(
  tools: MovieTools,
  correction: FilmCorrection,
): Promise<MovieSummary | undefined> {
  if (correction.among && correction.person) return shownOfPerson(tools, correction.person, correction.among);
  const answered = await tools.movie(correction.answered);
  const names = [
    ...new Set([correction.title, answered && nameOf(answered.title)].filter((name) => name !== undefined)),
  ];
  if (correction.part) {
    const numbered = await tools.findTitle(`${names.at(-1)} ${correction.part}`);
    if (numbered) return numbered;
  }
  let films = correction.person
    ? await ofPerson(tools, correction.person, names)
    : await namesakes(tools, names);
  const { yearFrom, yearTo } = correction;
  films = films.filter((film) => {
    const year = yearOf(film);
    if (year === undefined) return yearFrom === undefined && yearTo === undefined;
    return (yearFrom === undefined || year >= yearFrom) && (yearTo === undefined || year <= yearTo);
  });
  const pool = films.filter((film) => film.id !== correction.answered).sort(byRelease);
  // 'no, the old one, from the 80s' when the film answered is that one: it is the film meant after all.
  const told = yearFrom !== undefined || yearTo !== undefined || correction.person !== undefined;
  if (!pool.length) return told ? films.find((film) => film.id === correction.answered) : undefined;
  const answeredDate = answered?.release_date ?? '';
  if (correction.older) return pool.find((film) => film.release_date < answeredDate) ?? pool[0];
  if (correction.newer) return pool.filter((film) => film.release_date > answeredDate).at(-1) ?? pool.at(-1);
  return [...pool].sort((a, b) => b.vote_count - a.vote_count)[0];
}
