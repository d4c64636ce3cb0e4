import { describe, expect, it } from 'vitest';
import type { MovieSummary, PersonMovieCredits } from '@marquee/contracts';
import { filmCount, groupFilmography, roleLine } from './filmography.ts';

const movie = (id: number, title: string, release_date: string): MovieSummary => ({
  id,
  title,
  overview: '',
  poster_path: null,
  backdrop_path: null,
  vote_average: 7,
  vote_count: 100,
  popularity: 1,
  release_date,
  genre_ids: [],
});
const dunkirk = movie(374720, 'Dunkirk', '2017-07-19');
const inception = movie(27205, 'Inception', '2010-07-14');
const following = movie(11660, 'Following', '1998-09-12');
const untitled = movie(1, 'Untitled Nolan Event Film', '');

const credits: PersonMovieCredits = {
  id: 525,
  cast: [{ ...following, character: 'Burglar' }],
  crew: [
    { ...following, job: 'Director', department: 'Directing' },
    { ...inception, job: 'Director', department: 'Directing' },
    { ...dunkirk, job: 'Director', department: 'Directing' },
    { ...untitled, job: 'Director', department: 'Directing' },
    { ...inception, job: 'Screenplay', department: 'Writing' },
    { ...inception, job: 'Story', department: 'Writing' },
    { ...inception, job: 'Producer', department: 'Production' },
    { ...dunkirk, job: 'Producer', department: 'Production' },
    { ...following, job: 'Director of Photography', department: 'Camera' },
    { ...following, job: 'Editor', department: 'Editing' },
    { ...following, job: 'Set Dresser', department: 'Art' },
  ],
};

describe('a filmography grouped by role', () => {
  it('puts the department the person is known for first, then acting and the crew in a movie page’s order', () => {
    expect(groupFilmography(credits, 'Directing').map((group) => group.department)).toEqual([
      'Directing',
      'Acting',
      'Writing',
      'Production',
      'Camera',
      'Editing',
      'Art',
    ]);
    expect(groupFilmography(credits, 'Acting')[0]!.department).toBe('Acting');
  });

  it('sorts each group newest first, a film not out yet on top, and lists a film once with all its roles', () => {
    const [directing, , writing] = groupFilmography(credits, 'Directing');
    expect(directing!.movies.map((film) => film.title)).toEqual([
      'Untitled Nolan Event Film',
      'Dunkirk',
      'Inception',
      'Following',
    ]);
    expect(writing!.movies).toHaveLength(1);
    expect(writing!.movies[0]).toMatchObject({ id: 27205, roles: ['Screenplay', 'Story'] });
  });

  it('counts each film once and says the roles under a card', () => {
    expect(filmCount(groupFilmography(credits))).toBe(4);
    expect(roleLine('Acting', ['Burglar'])).toBe('as Burglar');
    expect(roleLine('Acting', ['Bruce Wayne', 'Batman'])).toBe('as Bruce Wayne / Batman');
    expect(roleLine('Writing', ['Screenplay', 'Story'])).toBe('Screenplay, Story');
    expect(roleLine('Acting', [])).toBeUndefined();
  });

  it('is empty for a person without credits', () => {
    expect(groupFilmography({ id: 1, cast: [], crew: [] })).toEqual([]);
  });
});
