import type { MovieSummary, PersonMovieCredits } from '@marquee/contracts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { peopleMessages as m } from '../messages.ts';

/** A film of a person's filmography, with what they did on it in that group (characters, or crew jobs). */
export type FilmographyMovie = MovieSummary & { roles: string[] };

export interface FilmographyGroup {
  /** TMDB's department: 'Acting', 'Directing', 'Writing', 'Production', 'Camera', 'Editing', 'Sound'... */
  department: string;
  /** Newest first; films without a date (not out yet) at the top, as TMDB lists them. */
  movies: FilmographyMovie[];
}

/** The groups' order after the one the person is known for: acting, then the crew as a movie page lists it. */
const DEPARTMENT_ORDER = ['Acting', 'Directing', 'Writing', 'Production', 'Camera', 'Editing', 'Sound'];

function departmentRank(department: string, knownFor: string | undefined): number {
  if (department === knownFor) return -1;
  const rank = DEPARTMENT_ORDER.indexOf(department);
  return rank === -1 ? DEPARTMENT_ORDER.length : rank;
}

const newestFirst = (a: FilmographyMovie, b: FilmographyMovie) =>
  (b.release_date || '9999').localeCompare(a.release_date || '9999') || a.title.localeCompare(b.title);

/**
 * A person's films grouped by what they did: Acting (as whom), then each crew department with its jobs. A film
 * is once per group, with every role it had there (two characters, or 'Screenplay' and 'Story'). The group the
 * person is known for comes first; unknown departments follow the known ones, alphabetically.
 */
export function groupFilmography(credits: PersonMovieCredits, knownFor?: string): FilmographyGroup[] {
  const groups = new Map<string, Map<number, FilmographyMovie>>();
  const add = (department: string, movie: MovieSummary, role: string | null) => {
    const group = groups.get(department) ?? new Map<number, FilmographyMovie>();
    groups.set(department, group);
    const entry = group.get(movie.id) ?? { ...movie, roles: [] };
    if (role && !entry.roles.includes(role)) entry.roles.push(role);
    group.set(movie.id, entry);
  };
  for (const credit of credits.cast) add('Acting', credit, credit.character?.trim() || null);
  for (const credit of credits.crew) add(credit.department || 'Crew', credit, credit.job);
  return [...groups]
    .map(([department, movies]) => ({ department, movies: [...movies.values()].sort(newestFirst) }))
    .sort(
      (a, b) =>
        departmentRank(a.department, knownFor) - departmentRank(b.department, knownFor) ||
        a.department.localeCompare(b.department),
    );
}

/** How many different films the person has, whatever they did on them. */
export function filmCount(groups: FilmographyGroup[]): number {
  return new Set(groups.flatMap((group) => group.movies.map((movie) => movie.id))).size;
}

/** The line under a card: 'as Cooper' for a part, the jobs for the crew ('Screenplay, Story'). */
export function roleLine(department: string, roles: string[]): string | undefined {
  if (roles.length === 0) return undefined;
  return department === 'Acting' ? translate(m.asRole, { roles: roles.join(' / ') }) : roles.join(', ');
}
