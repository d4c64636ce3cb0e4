import { eligibleMovies, type Positives } from './rp3beta.ts';
import { TopKHeap, type Neighbours } from './sparse.ts';

export interface IalsOptions {
  /** Latent factors per movie and per user. */
  factors: number;
  /** Alternating passes (users, then movies). */
  iterations: number;
  /** Confidence of a positive: 1 + alpha (every other movie counts as a 0 with confidence 1). */
  alpha: number;
  /** L2 regularisation of the factors. */
  lambda: number;
  k: number;
  seed?: number;
}

/**
 * Implicit ALS (Hu, Koren and Volinsky 2008) on the positives of the movies with at least `minPositives`, as
 * movie-to-movie lists: a movie's list is what the model predicts for someone whose only positive is that
 * movie. Folding such a user in gives x = (YᵀY + λI + α·y_i·y_iᵀ)⁻¹(1 + α)·y_i, which (Sherman-Morrison) is
 * proportional to (YᵀY + λI)⁻¹·y_i, so W[i][j] = y_jᵀ(YᵀY + λI)⁻¹y_i up to a per-row factor the lists ignore.
 * The other movies stay undefined.
 */
export function ialsNeighbours(
  movieCount: number,
  { likedByUser, positivesPerMovie }: Positives,
  { factors: f, iterations, alpha, lambda, k, seed = 25 }: IalsOptions,
  minPositives: number,
): (Neighbours | undefined)[] {
  const { items, column } = eligibleMovies(movieCount, positivesPerMovie, minPositives);
  const n = items.length;
  const lists: (Neighbours | undefined)[] = new Array(movieCount).fill(undefined);
  if (n < 2) return lists;
  const byUser: Int32Array[] = [];
  const byItemLists: number[][] = Array.from({ length: n }, () => []);
  for (const liked of likedByUser.values()) {
    const columns = [...liked].map((movie) => column[movie]).filter((c) => c >= 0);
    if (columns.length === 0) continue;
    for (const c of columns) byItemLists[c].push(byUser.length);
    byUser.push(Int32Array.from(columns));
  }
  const byItem = byItemLists.map((users) => Int32Array.from(users));
  const m = byUser.length;

  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  const movieFactors = Float64Array.from({ length: n * f }, () => random() * 0.1);
  const userFactors = new Float64Array(m * f);
  const solver = new RowSolver(f);
  for (let pass = 0; pass < iterations; pass++) {
    solver.solveAll(userFactors, movieFactors, byUser, alpha, lambda);
    solver.solveAll(movieFactors, userFactors, byItem, alpha, lambda);
  }

  // Z = Y·(YᵀY + λI)⁻¹: W[i][j] = Z_i · Y_j.
  const gram = solver.gram(movieFactors, n, lambda);
  const projected = new Float64Array(n * f);
  const row = new Float64Array(f);
  for (let i = 0; i < n; i++) {
    solver.solve(gram, movieFactors.subarray(i * f, (i + 1) * f), row);
    projected.set(row, i * f);
  }
  const heap = new TopKHeap(k);
  for (let i = 0; i < n; i++) {
    heap.clear();
    const zi = i * f;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      let score = 0;
      const yj = j * f;
      for (let d = 0; d < f; d++) score += projected[zi + d] * movieFactors[yj + d];
      if (score > 0) heap.offer(j, score);
    }
    const best = heap.drainBestFirst();
    lists[items[i]] = { items: Int32Array.from(best.items, (c) => items[c]), scores: best.scores };
  }
  return lists;
}

/** The least-squares step of ALS for every row of one side, with the other side's factors held fixed. */
class RowSolver {
  private readonly a: Float64Array;
  private readonly b: Float64Array;

  constructor(private readonly f: number) {
    this.a = new Float64Array(f * f);
    this.b = new Float64Array(f);
  }

  /** FᵀF + λI of the `count` rows of `factors`. */
  gram(factors: Float64Array, count: number, lambda: number): Float64Array {
    const { f } = this;
    const gram = new Float64Array(f * f);
    for (let r = 0; r < count; r++) {
      const o = r * f;
      for (let p = 0; p < f; p++) {
        const v = factors[o + p];
        if (v === 0) continue;
        for (let q = 0; q <= p; q++) gram[p * f + q] += v * factors[o + q];
      }
    }
    for (let p = 0; p < f; p++) {
      gram[p * f + p] += lambda;
      for (let q = 0; q < p; q++) gram[q * f + p] = gram[p * f + q];
    }
    return gram;
  }

  /** x_r = (FᵀF + λI + α·Σ_{j∈r} F_j F_jᵀ)⁻¹ · (1 + α)·Σ_{j∈r} F_j for every row r. */
  solveAll(
    target: Float64Array,
    fixed: Float64Array,
    rows: Int32Array[],
    alpha: number,
    lambda: number,
  ): void {
    const { f, a, b } = this;
    const gram = this.gram(fixed, fixed.length / f, lambda);
    const x = new Float64Array(f);
    rows.forEach((others, r) => {
      a.set(gram);
      b.fill(0);
      for (const other of others) {
        const o = other * f;
        for (let p = 0; p < f; p++) {
          const v = fixed[o + p];
          b[p] += (1 + alpha) * v;
          const av = alpha * v;
          for (let q = 0; q <= p; q++) a[p * f + q] += av * fixed[o + q];
        }
      }
      this.choleskySolveLower(a, b, x);
      target.set(x, r * f);
    });
  }

  /** x = A⁻¹·b for a symmetric positive definite A (both triangles filled). */
  solve(matrix: Float64Array, rhs: Float64Array, x: Float64Array): void {
    this.a.set(matrix);
    this.choleskySolveLower(this.a, rhs, x);
  }

  /** Solves with the lower triangle of `a` (overwritten by its Cholesky factor). */
  private choleskySolveLower(a: Float64Array, rhs: Float64Array, x: Float64Array): void {
    const { f } = this;
    for (let i = 0; i < f; i++) {
      for (let j = 0; j <= i; j++) {
        let sum = a[i * f + j];
        for (let p = 0; p < j; p++) sum -= a[i * f + p] * a[j * f + p];
        a[i * f + j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / a[j * f + j];
      }
    }
    for (let i = 0; i < f; i++) {
      let sum = rhs[i];
      for (let p = 0; p < i; p++) sum -= a[i * f + p] * x[p];
      x[i] = sum / a[i * f + i];
    }
    for (let i = f - 1; i >= 0; i--) {
      let sum = x[i];
      for (let p = i + 1; p < f; p++) sum -= a[p * f + i] * x[p];
      x[i] = sum / a[i * f + i];
    }
  }
}
