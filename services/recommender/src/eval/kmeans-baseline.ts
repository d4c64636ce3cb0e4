import { TopKHeap } from '../model/sparse.ts';
import type { TrainedNeighbours } from '../model/train.ts';
import type { MovieFeatures } from '../model/training-data.ts';
import type { MovieNumbers } from './shared-dataset.ts';
import { seededRandom } from '@marquee/contracts';

const GENRE_IDS = [
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
];

/**
 * The original product's approach, re-implemented as the baseline to beat: each movie is a vector of genre
 * flags plus standardised numbers (vote average, vote count, popularity, runtime, year); KMeans groups the
 * vectors, and a movie's recommendations are the most cosine-similar movies of its own cluster.
 */
export function trainKMeansBaseline(
  movies: MovieFeatures[],
  numbers: Map<number, MovieNumbers>,
  { clusters = 20, iterations = 25, seed = 7, k = 50 } = {},
): TrainedNeighbours {
  const movieIds = movies.map((movie) => movie.id);
  const usable = movies
    .map((movie, index) => ({ movie, index }))
    .filter(({ movie }) => numbers.has(movie.id) && movie.genreIds.length > 0);
  const numeric = usable.map(({ movie }) => {
    const n = numbers.get(movie.id)!;
    return [n.voteAverage, Math.log1p(n.voteCount), Math.log1p(n.popularity), n.runtime, n.year];
  });
  const means = numeric[0].map(
    (_, column) => numeric.reduce((sum, row) => sum + row[column], 0) / numeric.length,
  );
  const deviations = numeric[0].map(
    (_, column) =>
      Math.sqrt(numeric.reduce((sum, row) => sum + (row[column] - means[column]) ** 2, 0) / numeric.length) ||
      1,
  );
  const vectors = usable.map(({ movie }, row) => [
    ...GENRE_IDS.map((id) => (movie.genreIds.includes(id) ? 1 : 0)),
    ...numeric[row].map((value, column) => (value - means[column]) / deviations[column]),
  ]);

  const assignment = kMeans(vectors, clusters, iterations, seededRandom(seed));
  const members = new Map<number, number[]>();
  assignment.forEach((cluster, row) => members.set(cluster, [...(members.get(cluster) ?? []), row]));
  const norms = vectors.map(
    (vector) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1,
  );

  const neighbours: TrainedNeighbours['neighbours'] = movies.map(() => ({
    items: new Int32Array(0),
    scores: new Float32Array(0),
  }));
  const heap = new TopKHeap(k);
  vectors.forEach((vector, row) => {
    heap.clear();
    for (const other of members.get(assignment[row])!) {
      if (other === row) continue;
      let dot = 0;
      for (let d = 0; d < vector.length; d++) dot += vector[d] * vectors[other][d];
      // Cosine can be negative on standardised features; shift to keep every cluster member rankable.
      heap.offer(usable[other].index, 1 + dot / (norms[row] * norms[other]));
    }
    neighbours[usable[row].index] = heap.drainBestFirst();
  });
  return { movieIds, neighbours };
}

function kMeans(vectors: number[][], clusters: number, iterations: number, random: () => number): number[] {
  const distance = (a: number[], b: number[]) => a.reduce((sum, value, d) => sum + (value - b[d]) ** 2, 0);
  // k-means++ seeding
  const centroids = [vectors[Math.floor(random() * vectors.length)].slice()];
  while (centroids.length < clusters) {
    const weights = vectors.map((vector) =>
      Math.min(...centroids.map((centroid) => distance(vector, centroid))),
    );
    let target = random() * weights.reduce((sum, weight) => sum + weight, 0);
    let chosen = 0;
    while (chosen < weights.length - 1 && (target -= weights[chosen]) > 0) chosen++;
    centroids.push(vectors[chosen].slice());
  }
  const assignment = new Array<number>(vectors.length).fill(0);
  for (let iteration = 0; iteration < iterations; iteration++) {
    vectors.forEach((vector, row) => {
      let best = 0;
      for (let c = 1; c < centroids.length; c++)
        if (distance(vector, centroids[c]) < distance(vector, centroids[best])) best = c;
      assignment[row] = best;
    });
    centroids.forEach((centroid, c) => {
      const rows = vectors.filter((_, row) => assignment[row] === c);
      if (rows.length === 0) return;
      for (let d = 0; d < centroid.length; d++)
        centroid[d] = rows.reduce((sum, row) => sum + row[d], 0) / rows.length;
    });
  }
  return assignment;
}
