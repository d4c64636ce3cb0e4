import type { Positives } from './rp3beta.ts';
import { eligibleMovies } from './rp3beta.ts';
import { TopKHeap, type Neighbours } from './sparse.ts';

/** Mult-VAE (Liang et al. 2018) with one tanh hidden layer, trained on the positives of EASE's movies. */
export interface MultVaeOptions {
  /** Units of the encoder's tanh layer. */
  hidden: number;
  /** Size of the latent code. */
  latent: number;
  /** Passes over the users. */
  epochs: number;
  /** Users per Adam step. */
  batch: number;
  learningRate: number;
  /** Weight of the KL term (Liang et al.'s β, annealing left out: a fixed β). */
  klWeight: number;
  /** Share of a user's positives dropped from the input at each pass (the denoising that makes it generalise). */
  dropout: number;
  /** Seed of the initial weights, the dropout and the noise: the same data trains the same model. */
  seed: number;
  /** A list's scores are divided by (positives of the recommended movie + 1)^popularityExponent. */
  popularityExponent: number;
  k: number;
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * Each movie with at least `minPositives`: what the trained Mult-VAE predicts for someone whose only positive is
 * that movie (the decoder's softmax for its one-hot input, the encoder's mean as the code), over the same movies,
 * its k most probable re-ranked by popularity^-popularityExponent (the softmax alone favours the most liked
 * movies). Others: undefined.
 */
export function multVaeNeighbours(
  movieCount: number,
  { likedByUser, positivesPerMovie }: Positives,
  o: MultVaeOptions,
  minPositives: number,
): (Neighbours | undefined)[] {
  const random = seededRandom(o.seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const { items, column } = eligibleMovies(movieCount, positivesPerMovie, minPositives);
  const lists: (Neighbours | undefined)[] = new Array(movieCount).fill(undefined);
  const I = items.length;
  const H = o.hidden;
  const D = o.latent;
  if (I < 2) return lists;
  const users = [...likedByUser.values()]
    .map((liked) => Int32Array.from([...liked].map((movie) => column[movie]).filter((c) => c >= 0)))
    .filter((liked) => liked.length > 0);
  const glorot = (size: number, fanIn: number, fanOut: number) => {
    const weights = new Float32Array(size);
    const sd = Math.sqrt(2 / (fanIn + fanOut));
    for (let i = 0; i < size; i++) weights[i] = gaussian() * sd;
    return weights;
  };
  const W1 = glorot(I * H, I, H);
  const b1 = new Float32Array(H);
  const Wm = glorot(H * D, H, D);
  const bm = new Float32Array(D);
  const Wv = glorot(H * D, H, D);
  const bv = new Float32Array(D);
  const W2 = glorot(D * I, D, I);
  const b2 = new Float32Array(I);
  const params = [W1, b1, Wm, bm, Wv, bv, W2, b2];
  const grads = params.map((p) => new Float32Array(p.length));
  const [gW1, gb1, gWm, gbm, gWv, gbv, gW2, gb2] = grads;
  const moment1 = params.map((p) => new Float32Array(p.length));
  const moment2 = params.map((p) => new Float32Array(p.length));
  const h = new Float32Array(H);
  const mu = new Float32Array(D);
  const logVar = new Float32Array(D);
  const z = new Float32Array(D);
  const noise = new Float32Array(D);
  const logits = new Float64Array(I);
  /** The decoder's logits for a code, into `logits`; answers the largest (for a stable softmax). */
  const decode = (code: Float32Array): number => {
    let max = -Infinity;
    for (let i = 0; i < I; i++) {
      let a = b2[i];
      for (let d = 0; d < D; d++) a += code[d] * W2[d * I + i];
      logits[i] = a;
      if (a > max) max = a;
    }
    return max;
  };
  const dLogits = new Float64Array(I);
  const dz = new Float64Array(D);
  const dh = new Float64Array(H);
  const touchedRows = new Set<number>();
  let step = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    const order = users.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let start = 0; start < order.length; start += o.batch) {
      for (const g of grads) g.fill(0);
      touchedRows.clear();
      const batch = order.slice(start, start + o.batch);
      for (const u of batch) {
        const liked = users[u];
        // Input: the kept positives, L2-normalised.
        const kept = Array.from(liked).filter(() => random() >= o.dropout);
        const x = kept.length > 0 ? 1 / Math.sqrt(kept.length) : 0;
        for (let j = 0; j < H; j++) {
          let a = b1[j];
          for (const c of kept) a += W1[c * H + j] * x;
          h[j] = Math.tanh(a);
        }
        for (let d = 0; d < D; d++) {
          let a = bm[d];
          let b = bv[d];
          for (let j = 0; j < H; j++) {
            a += h[j] * Wm[j * D + d];
            b += h[j] * Wv[j * D + d];
          }
          mu[d] = a;
          logVar[d] = b;
          noise[d] = gaussian();
          z[d] = a + Math.exp(0.5 * b) * noise[d];
        }
        const max = decode(z);
        let sum = 0;
        for (let i = 0; i < I; i++) sum += logits[i] = Math.exp(logits[i] - max);
        // Multinomial log-likelihood of all the user's positives: d/dlogits = n·softmax - x.
        for (let i = 0; i < I; i++) dLogits[i] = (liked.length * logits[i]) / sum;
        for (const c of liked) dLogits[c] -= 1;
        for (let d = 0; d < D; d++) {
          let a = 0;
          const row = d * I;
          for (let i = 0; i < I; i++) {
            gW2[row + i] += z[d] * dLogits[i];
            a += W2[row + i] * dLogits[i];
          }
          dz[d] = a;
        }
        for (let i = 0; i < I; i++) gb2[i] += dLogits[i];
        dh.fill(0);
        for (let d = 0; d < D; d++) {
          const sd = Math.exp(0.5 * logVar[d]);
          const dMu = dz[d] + o.klWeight * mu[d];
          const dLogVar = dz[d] * noise[d] * 0.5 * sd + o.klWeight * 0.5 * (Math.exp(logVar[d]) - 1);
          gbm[d] += dMu;
          gbv[d] += dLogVar;
          for (let j = 0; j < H; j++) {
            gWm[j * D + d] += h[j] * dMu;
            gWv[j * D + d] += h[j] * dLogVar;
            dh[j] += Wm[j * D + d] * dMu + Wv[j * D + d] * dLogVar;
          }
        }
        for (let j = 0; j < H; j++) {
          const da = dh[j] * (1 - h[j] * h[j]);
          gb1[j] += da;
          for (const c of kept) gW1[c * H + j] += da * x;
        }
        for (const c of kept) touchedRows.add(c);
      }
      // Adam; the encoder's rows only where a batch's input touched them.
      step++;
      const correction1 = 1 - Math.pow(0.9, step);
      const correction2 = 1 - Math.pow(0.999, step);
      const scale = 1 / batch.length;
      params.forEach((p, k) => {
        const g = grads[k];
        const m = moment1[k];
        const v = moment2[k];
        const update = (i: number) => {
          const gi = g[i] * scale;
          m[i] = 0.9 * m[i] + 0.1 * gi;
          v[i] = 0.999 * v[i] + 0.001 * gi * gi;
          p[i] -= (o.learningRate * m[i]) / correction1 / (Math.sqrt(v[i] / correction2) + 1e-8);
        };
        if (k === 0) {
          for (const c of touchedRows) for (let j = 0; j < H; j++) update(c * H + j);
        } else for (let i = 0; i < p.length; i++) update(i);
      });
    }
  }
  const penalty = Float64Array.from(items, (movie) =>
    Math.pow(positivesPerMovie[movie] + 1, -o.popularityExponent),
  );
  const heap = new TopKHeap(o.k);
  for (let c = 0; c < I; c++) {
    for (let j = 0; j < H; j++) h[j] = Math.tanh(b1[j] + W1[c * H + j]);
    for (let d = 0; d < D; d++) {
      let a = bm[d];
      for (let j = 0; j < H; j++) a += h[j] * Wm[j * D + d];
      mu[d] = a;
    }
    const max = decode(mu);
    heap.clear();
    for (let i = 0; i < I; i++) if (i !== c) heap.offer(i, Math.exp(logits[i] - max));
    // The k most probable, then re-ranked by the penalty (not the penalty over all: it would list obscure movies).
    const best = heap.drainBestFirst();
    heap.clear();
    for (let r = 0; r < best.items.length; r++)
      heap.offer(best.items[r], best.scores[r] * penalty[best.items[r]]);
    const reranked = heap.drainBestFirst();
    lists[items[c]] = { items: Int32Array.from(reranked.items, (x) => items[x]), scores: reranked.scores };
  }
  return lists;
}
