import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RecommendationItem } from '@marquee/contracts';
import { decodeEvidence, type EvidenceCode } from './evidence.ts';
import type { TrainedNeighbours } from './train.ts';

/** 2: each neighbour carries its evidence (decision 024); a file of version 1 is retrained. */
export const MODEL_FORMAT_VERSION = 2;

/**
 * The model file: every movie's precomputed neighbours (TMDB ids, scores and evidence codes, best first), and
 * the fingerprint of the data it was trained on, so the service can tell whether it still fits the catalog.
 */
const modelFileSchema = z.object({
  version: z.literal(MODEL_FORMAT_VERSION),
  fingerprint: z.string(),
  trainedAt: z.string(),
  movieCount: z.number().int().nonnegative(),
  neighbours: z.record(
    z.string(),
    z.tuple([z.array(z.number().int()), z.array(z.number()), z.array(z.string())]),
  ),
});
export type ModelFile = z.infer<typeof modelFileSchema>;

/** One answer item, as the contracts define the service's `GET /recommend` answer. */
export type Recommendation = RecommendationItem;

/** The loaded model: answers are slices of precomputed arrays, so a lookup costs microseconds. */
export class RecommendationModel {
  private readonly index = new Map<
    number,
    { ids: Int32Array; scores: Float32Array; evidence: EvidenceCode[] }
  >();

  constructor(readonly file: ModelFile) {
    this.version = createHash('sha256')
      .update(`${file.fingerprint}|${file.trainedAt}`)
      .digest('base64url')
      .slice(0, 16);
    for (const [id, [ids, scores, evidence]] of Object.entries(file.neighbours)) {
      this.index.set(Number(id), { ids: Int32Array.from(ids), scores: Float32Array.from(scores), evidence });
    }
  }

  get fingerprint(): string {
    return this.file.fingerprint;
  }

  /** Names this model: a new training (even on the same data) is a new version. */
  readonly version: string;

  get movieCount(): number {
    return this.index.size;
  }

  has(tmdbId: number): boolean {
    return this.index.has(tmdbId);
  }

  /**
   * The movie's best topN neighbours (never the movie itself), each with the evidence that put it there, or
   * undefined for a movie the model does not know.
   */
  recommend(tmdbId: number, topN: number): Recommendation[] | undefined {
    const entry = this.index.get(tmdbId);
    if (!entry) return undefined;
    const count = Math.min(topN, entry.ids.length);
    const result: Recommendation[] = [];
    for (let i = 0; i < count; i++)
      result.push({
        tmdbId: entry.ids[i],
        rating: Math.round(entry.scores[i] * 10_000) / 10_000,
        reason: decodeEvidence(entry.evidence[i] ?? ''),
      });
    return result;
  }
}

export function toModelFile(trained: TrainedNeighbours, fingerprint: string): ModelFile {
  const neighbours: ModelFile['neighbours'] = {};
  trained.movieIds.forEach((id, position) => {
    const list = trained.neighbours[position];
    neighbours[id] = [
      Array.from(list.items, (item) => trained.movieIds[item]),
      Array.from(list.scores, (score) => Math.round(score * 10_000) / 10_000),
      trained.evidence?.[position] ?? Array.from(list.items, () => ''),
    ];
  });
  return {
    version: MODEL_FORMAT_VERSION,
    fingerprint,
    trainedAt: new Date().toISOString(),
    movieCount: trained.movieIds.length,
    neighbours,
  };
}

/** Written to a temporary file and renamed, so a reader never sees half a model. */
export function writeModelFile(file: string, model: ModelFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(model));
  fs.renameSync(temporary, file);
}

/** The model file, or undefined when it is missing, unreadable or of another format version. */
export function readModelFile(file: string): ModelFile | undefined {
  try {
    const parsed = modelFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
