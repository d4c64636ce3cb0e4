/**
 * Every film's own words (title, overview, keywords, characters) in an inverted index, ranked against a story
 * told of a film by BM25: a word few films hold ('volleyball', 'juror') tells far more than one most hold ('life').
 * The meaning index finds a film by what its story is like; this one by the telling words it shares.
 */
import { cognateSkeleton, sameSkeleton } from './cognates.ts';
import { foldText, MIN_STORY_WORD_LENGTH, storyStem, storyWords } from './story-words.ts';

export interface StoryText {
  id: number;
  texts: readonly string[];
}

export interface StoryMatch {
  id: number;
  score: number;
}

/** BM25's usual constants: how fast repeats stop counting, and how much a long text is discounted. */
const SATURATION = 1.2;
const LENGTH_DISCOUNT = 0.75;

export class StoryIndex {
  /** stem -> [film row, times the film's text holds it] pairs, flat. */
  private readonly postings = new Map<string, number[]>();
  private readonly ids: number[] = [];
  private readonly lengths: number[] = [];
  private readonly averageLength: number;
  /** stem -> the first word seen of it ('hous' -> 'house'), what a cognate is told as. */
  private readonly surfaces = new Map<string, string>();
  /** The vocabulary by the first letters of its skeletons, built on the first cognate asked for. */
  private skeletons?: Map<string, { skeleton: string; stem: string }[]>;
  /** The last text scored: a story is searched twice, among all films and among the famous. */
  private lastScored?: { text: string; rows: number[]; scores: Float64Array };

  constructor(films: Iterable<StoryText>) {
    for (const film of films) {
      const row = this.ids.length;
      const counts = new Map<string, number>();
      const words = film.texts.flatMap((text) => storyWords(text));
      for (const text of film.texts)
        for (const word of foldText(text).split(/[^\p{L}]+/u))
          if (word.length >= MIN_STORY_WORD_LENGTH && !this.surfaces.has(storyStem(word)))
            this.surfaces.set(storyStem(word), word);
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, count] of counts) {
        const list = this.postings.get(word);
        if (list) list.push(row, count);
        else this.postings.set(word, [row, count]);
      }
      this.ids.push(film.id);
      this.lengths.push(words.length);
    }
    this.averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, this.ids.length);
  }

  get size(): number {
    return this.ids.length;
  }

  /** How telling a word is: BM25's inverse document frequency, 0 for a word no film holds. */
  rarity(stem: string): number {
    const holders = (this.postings.get(stem)?.length ?? 0) / 2;
    if (holders === 0) return 0;
    return this.inverseFrequency(holders);
  }

  /** A stem's rarity as a share of the rarest possible, a word one film holds: 1 for that or for one none holds. */
  relativeRarity(stem: string): number {
    const holders = (this.postings.get(stem)?.length ?? 0) / 2;
    return holders === 0 ? 1 : this.inverseFrequency(holders) / this.inverseFrequency(1);
  }

  /**
   * The catalog's English words a word of another language may be ('simulacao' -> 'simulation'), most held first;
   * none when the word is one of the catalog's own as typed ('favela', 'hacker').
   */
  cognatesOf(word: string, most = 1): string[] {
    if (this.postings.has(storyStem(foldText(word)))) return [];
    const skeleton = cognateSkeleton(word);
    const holders = (stem: string) => this.postings.get(stem)!.length;
    // The same skeleton before a longer or shorter one ('smltn' is 'simulation' before 'simultaneously'), then the
    // word more films hold.
    const distance = (entry: { skeleton: string }) => Math.abs(entry.skeleton.length - skeleton.length);
    return (this.skeletonIndex().get(skeleton.slice(0, 4)) ?? [])
      .filter((entry) => sameSkeleton(skeleton, entry.skeleton))
      .sort((a, b) => distance(a) - distance(b) || holders(b.stem) - holders(a.stem))
      .slice(0, most)
      .map((entry) => this.surfaces.get(entry.stem) ?? entry.stem);
  }

  private skeletonIndex(): Map<string, { skeleton: string; stem: string }[]> {
    if (this.skeletons) return this.skeletons;
    this.skeletons = new Map();
    for (const stem of this.postings.keys()) {
      if (stem.length < 4 || /[^a-z]/.test(stem)) continue;
      const skeleton = cognateSkeleton(this.surfaces.get(stem) ?? stem);
      const key = skeleton.slice(0, 4);
      const list = this.skeletons.get(key);
      if (list) list.push({ skeleton, stem });
      else this.skeletons.set(key, [{ skeleton, stem }]);
    }
    return this.skeletons;
  }

  private inverseFrequency(holders: number): number {
    return Math.log(1 + (this.ids.length - holders + 0.5) / (holders + 0.5));
  }

  /** The `limit` accepted films sharing the most telling words with the text, best first. */
  search(text: string, limit: number, accept: (id: number) => boolean = () => true): StoryMatch[] {
    const { rows, scores } = this.scored(text);
    // The best `limit` accepted rows, kept in order as they come: a few dozen at most, among thousands scored.
    const best: { row: number; score: number }[] = [];
    for (const row of rows) {
      const score = scores[row]!;
      if (best.length === limit && score <= best[limit - 1]!.score) continue;
      if (!accept(this.ids[row]!)) continue;
      let position = best.length === limit ? limit - 1 : best.length;
      if (best.length < limit) best.push({ row, score });
      while (position > 0 && best[position - 1]!.score < score) {
        best[position] = best[position - 1]!;
        position--;
      }
      best[position] = { row, score };
    }
    return best.map(({ row, score }) => ({ id: this.ids[row]!, score }));
  }

  /** Every film's BM25 score for the text (the rows holding any of its words), kept for the next search of it. */
  private scored(text: string): { rows: number[]; scores: Float64Array } {
    if (this.lastScored?.text === text) return this.lastScored;
    const scores = new Float64Array(this.ids.length);
    const rows: number[] = [];
    for (const word of new Set(storyWords(text))) {
      const list = this.postings.get(word);
      if (!list) continue;
      const rarity = this.rarity(word);
      for (let index = 0; index < list.length; index += 2) {
        const row = list[index]!;
        const count = list[index + 1]!;
        const lengthRatio = this.lengths[row]! / Math.max(1, this.averageLength);
        const norm = SATURATION * (1 - LENGTH_DISCOUNT + LENGTH_DISCOUNT * lengthRatio);
        if (scores[row] === 0) rows.push(row);
        scores[row] += (rarity * count * (SATURATION + 1)) / (count + norm);
      }
    }
    this.lastScored = { text, rows, scores };
    return this.lastScored;
  }
}
