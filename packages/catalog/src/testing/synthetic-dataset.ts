import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '@marquee/contracts';

const HEADER =
  'budget,genres,homepage,id,keywords,original_language,original_title,overview,popularity,production_companies,' +
  'production_countries,release_date,revenue,runtime,spoken_languages,status,tagline,title,vote_average,vote_count';
const GENRES: [number, string][] = [
  [18, 'Drama'],
  [35, 'Comedy'],
  [28, 'Action'],
  [878, 'Science Fiction'],
  [27, 'Horror'],
  [10749, 'Romance'],
];
const WORDS = (
  'a young detective small town secret war family island ship storm letter city night journey old friend ' +
  'stranger house river winter love betrayal dream machine robot planet mission heist crew prison escape ' +
  'village king queen ghost forest music school summer revenge rescue mountain desert train bridge'
).split(' ');
const OVERVIEW_WORDS = 48;

/**
 * Writes a made-up dataset of `count` movies in the TMDB 5000 format into `dir` (ids from 1), with overviews
 * about as long as real ones: what a first-start import reads, for tests and benchmarks of encoding many
 * movies without the shared data.
 */
export function writeSyntheticDataset(dir: string, count: number, seed = 7): void {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const json = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;
  const rows = Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const title = `${pick(WORDS)} ${pick(WORDS)} ${id}`;
    const overview = Array.from({ length: OVERVIEW_WORDS }, () => pick(WORDS)).join(' ');
    const [genreId, genreName] = pick(GENRES);
    return [
      0,
      json([{ id: genreId, name: genreName }]),
      '',
      id,
      json([{ id, name: pick(WORDS) }]),
      'en',
      title,
      overview,
      (random() * 100).toFixed(3),
      '[]',
      '[]',
      `${1950 + (index % 70)}-01-01`,
      0,
      90 + (index % 60),
      '[]',
      'Released',
      '',
      title,
      (4 + random() * 5).toFixed(1),
      10 + index,
    ].join(',');
  });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'tmdb_5000_movies.csv'), [HEADER, ...rows].join('\n') + '\n');
}
