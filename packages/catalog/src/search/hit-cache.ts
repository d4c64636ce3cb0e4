/**
 * Recent answers by normalised query, least recently used dropped first. Bounded by answers and by
 * hits held in all: in a large catalog one short query can match a hundred thousand titles.
 */
export class HitCache<Hit> {
  private readonly answers = new Map<string, Hit[]>();
  private hitsHeld = 0;

  constructor(
    private readonly maxAnswers: number,
    private readonly maxHits: number,
  ) {}

  get(key: string): Hit[] | undefined {
    const hits = this.answers.get(key);
    if (hits) {
      this.answers.delete(key);
      this.answers.set(key, hits);
    }
    return hits;
  }

  set(key: string, hits: Hit[]): void {
    if (hits.length > this.maxHits || this.answers.has(key)) return;
    this.answers.set(key, hits);
    this.hitsHeld += hits.length;
    for (const [oldestKey, oldest] of this.answers) {
      if (this.answers.size <= this.maxAnswers && this.hitsHeld <= this.maxHits) break;
      this.answers.delete(oldestKey);
      this.hitsHeld -= oldest.length;
    }
  }
}
