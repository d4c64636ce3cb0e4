import { HitCache } from './hit-cache.ts';
import { buildInvertedIndex, type IndexEntry, type InvertedIndex } from './inverted-index.ts';
import { plainWords, type IndexedTextForms } from './normalize.ts';
import { EXACT, matchWord, type WordMatch } from './word-match.ts';

export interface SearchHit {
  id: number;
  score: number;
}

// A query this long is not a title anyone types; the rest is ignored rather than slowing the search.
const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

const CACHED_ANSWERS = 1000;
const CACHED_HITS = 1_000_000;

const WHOLE_TITLE_BONUS = 0.3;
const TITLE_START_BONUS = 0.15;
// The first query word matching one of the title's first words ("The" counts as a lead-in) beats a closer
// match deep in a title: "int" puts The Intouchables before "Spider-Man: Into the Spider-Verse".
const LEADING_WORD_BONUS = 0.25;
const LEADING_WORDS = 2;
// Scores are quantised to steps of 1/20, so that small differences in wording do not beat a much more
// popular movie; ordering by (step, document number) is then one numeric sort.
const SCORE_STEPS = 20;
const MAX_STEP = 64;
const DOCUMENT_LIMIT = 2 ** 31;

const SCRATCH_WIDTH = 3;
const MATCHED = 0;
const BEST = 1;
const TOTAL = 2;

/**
 * In-memory index of titles or names: typo-tolerant (1 typo from 4 letters, 2 from 8, a changed first letter
 * counting as 2), prefix-aware (a word being typed matches the words it starts), every query word must match;
 * ranked by relevance, then by rank. `forms` says how entries and queries become words (titles are
 * normalised: "12 monkeys" finds Twelve Monkeys).
 */
export class SearchIndex {
  private readonly index: InvertedIndex;
  private readonly averageTermsPerDocument: number;
  private readonly cache = new HitCache<SearchHit>(CACHED_ANSWERS, CACHED_HITS);
  /**
   * Per-document scratch space for one query, reused so that a search allocates little: for document d,
   * at 3d how many query words it has matched so far, at 3d + 1 its best quality for the current word, at
   * 3d + 2 the sum of its qualities. Side by side in bytes, because a common word touches tens of
   * thousands of documents in no particular order and each touch should cost one cache line.
   */
  private readonly scratch: Uint8Array;

  constructor(
    entries: Iterable<IndexEntry>,
    private readonly forms: IndexedTextForms = plainWords,
  ) {
    this.index = buildInvertedIndex(entries, forms);
    const documents = this.index.ids.length;
    this.averageTermsPerDocument = this.index.documentTerms.length / Math.max(1, documents);
    this.scratch = new Uint8Array(documents * SCRATCH_WIDTH);
  }

  get size(): number {
    return this.index.ids.length;
  }

  /**
   * Every matching document id, best first. A query whose words normalise differently ("godfather part i")
   * is also searched as typed, and each document keeps its better score. Recent answers are kept: people
   * type the same titles.
   */
  search(query: string): SearchHit[] {
    const { words, asTyped } = this.forms.query(query);
    const normalised = clipQuery(words);
    const typed = asTyped && clipQuery(asTyped);
    const key = typed ? `${normalised.join(' ')}|${typed.join(' ')}` : normalised.join(' ');
    let hits = this.cache.get(key);
    if (!hits) {
      const ranked = this.rankedKeys(normalised);
      hits = this.hitsOf(typed ? mergeRankedKeys(ranked, this.rankedKeys(typed)) : ranked);
      this.cache.set(key, hits);
    }
    return hits;
  }

  /** Sort keys of the matching documents, best first (see {@link rank}). */
  private rankedKeys(words: string[]): Float64Array {
    if (words.length === 0) return new Float64Array(0);
    const matches = words.map((word, position) =>
      matchWord(this.index.dictionary, word, position === words.length - 1),
    );
    const postingCounts = matches.map((match) => this.postingCount(match));
    if (postingCounts.some((count) => count === 0)) return new Float64Array(0);

    // Rarest word first: it names the few candidates that the other words then only confirm.
    const order = matches.map((_, position) => position).sort((a, b) => postingCounts[a] - postingCounts[b]);
    const candidates = this.collectCandidates(matches[order[0]]);
    let alive = candidates.length;
    for (let step = 1; step < order.length && alive > 0; step++) {
      const match = matches[order[step]];
      const checkCost = alive * this.averageTermsPerDocument * match.ranges.length;
      alive =
        checkCost < postingCounts[order[step]]
          ? this.confirmByTitleTerms(candidates, step, match)
          : this.confirmByPostings(candidates, step, match);
    }
    return this.rank(candidates, matches);
  }

  private postingCount(match: WordMatch): number {
    const { postingStart } = this.index;
    return match.ranges.reduce((sum, range) => sum + postingStart[range.end] - postingStart[range.first], 0);
  }

  /** The documents the first word matches, each with its best match quality as its running total. */
  private collectCandidates(match: WordMatch): number[] {
    const { postingStart, postings } = this.index;
    const { scratch } = this;
    const candidates: number[] = [];
    for (const { first, end, quality } of match.ranges) {
      for (let index = postingStart[first]; index < postingStart[end]; index++) {
        const slot = postings[index] * SCRATCH_WIDTH;
        if (scratch[slot + MATCHED] === 0) {
          scratch[slot + MATCHED] = 1;
          scratch[slot + TOTAL] = quality;
          candidates.push(postings[index]);
        } else if (scratch[slot + TOTAL] < quality) {
          scratch[slot + TOTAL] = quality;
        }
      }
    }
    return candidates;
  }

  /** Confirms word number `step` by reading its posting lists; answers how many candidates remain. */
  private confirmByPostings(candidates: number[], step: number, match: WordMatch): number {
    const { postingStart, postings } = this.index;
    const { scratch } = this;
    for (const { first, end, quality } of match.ranges) {
      for (let index = postingStart[first]; index < postingStart[end]; index++) {
        const slot = postings[index] * SCRATCH_WIDTH;
        if (scratch[slot + MATCHED] === step) {
          scratch[slot + MATCHED] = step + 1;
          scratch[slot + BEST] = quality;
        } else if (scratch[slot + MATCHED] === step + 1 && scratch[slot + BEST] < quality) {
          scratch[slot + BEST] = quality;
        }
      }
    }
    let alive = 0;
    for (const document of candidates) {
      const slot = document * SCRATCH_WIDTH;
      if (scratch[slot + MATCHED] !== step + 1) continue;
      scratch[slot + TOTAL] += scratch[slot + BEST];
      alive++;
    }
    return alive;
  }

  /** Confirms word number `step` by reading each remaining candidate's own terms: cheaper for a common word. */
  private confirmByTitleTerms(candidates: number[], step: number, match: WordMatch): number {
    const { documentStart, documentTerms } = this.index;
    const { scratch } = this;
    let alive = 0;
    for (const document of candidates) {
      const slot = document * SCRATCH_WIDTH;
      if (scratch[slot + MATCHED] !== step) continue;
      let quality = 0;
      for (let index = documentStart[document]; index < documentStart[document + 1]; index++) {
        const term = documentTerms[index];
        for (const range of match.ranges) {
          if (term >= range.first && term < range.end && range.quality > quality) quality = range.quality;
        }
      }
      if (quality === 0) continue;
      scratch[slot + MATCHED] = step + 1;
      scratch[slot + TOTAL] += quality;
      alive++;
    }
    return alive;
  }

  /**
   * Complete matches best first as sort keys (a better score step first, then the smaller document number),
   * clearing the scratch space for the next query.
   */
  private rank(candidates: number[], matches: WordMatch[]): Float64Array {
    const { scratch } = this;
    const keys = new Float64Array(candidates.length);
    let complete = 0;
    for (const document of candidates) {
      const slot = document * SCRATCH_WIDTH;
      const matchedAll = scratch[slot + MATCHED] === matches.length;
      scratch[slot + MATCHED] = 0;
      if (!matchedAll) continue;
      const relevance = scratch[slot + TOTAL] / (EXACT * matches.length);
      const step = Math.round((relevance + this.titleBonus(document, matches)) * SCORE_STEPS);
      keys[complete++] = (MAX_STEP - step) * DOCUMENT_LIMIT + document;
    }
    return keys.subarray(0, complete).sort();
  }

  private hitsOf(sortedKeys: Float64Array): SearchHit[] {
    const hits: SearchHit[] = new Array(sortedKeys.length);
    for (let position = 0; position < sortedKeys.length; position++) {
      const document = sortedKeys[position] % DOCUMENT_LIMIT;
      const step = MAX_STEP - (sortedKeys[position] - document) / DOCUMENT_LIMIT;
      hits[position] = { id: this.index.ids[document], score: step / SCORE_STEPS };
    }
    return hits;
  }

  /**
   * A bonus when the query's first word matches among the title's first words, and a further one when the
   * title is the query, or starts with it (the last word possibly unfinished).
   */
  private titleBonus(document: number, matches: WordMatch[]): number {
    const { documentStart, documentWordsEnd } = this.index;
    const start = documentStart[document];
    const titleWords = documentWordsEnd[document] - start;
    const leading = this.leadsWith(start, Math.min(titleWords, LEADING_WORDS), matches[0])
      ? LEADING_WORD_BONUS
      : 0;
    return leading + this.titleStartBonus(start, titleWords, matches);
  }

  private leadsWith(start: number, words: number, match: WordMatch): boolean {
    const { documentTerms } = this.index;
    for (let position = 0; position < words; position++) {
      const term = documentTerms[start + position];
      if (match.ranges.some((range) => term >= range.first && term < range.end)) return true;
    }
    return false;
  }

  private titleStartBonus(start: number, titleWords: number, matches: WordMatch[]): number {
    const { documentTerms } = this.index;
    const last = matches.length - 1;
    if (titleWords < matches.length) return 0;
    for (let position = 0; position < last; position++) {
      if (documentTerms[start + position] !== matches[position].exactTerm) return 0;
    }
    const lastTerm = documentTerms[start + last];
    if (titleWords === matches.length && lastTerm === matches[last].exactTerm) return WHOLE_TITLE_BONUS;
    const prefixes = matches[last].prefixes;
    return prefixes && lastTerm >= prefixes.first && lastTerm < prefixes.end ? TITLE_START_BONUS : 0;
  }
}

function clipQuery(words: string[]): string[] {
  return words.slice(0, MAX_QUERY_TOKENS).map((word) => word.slice(0, MAX_TOKEN_LENGTH));
}

/** Two sorted key lists as one, each document once with its better key. */
function mergeRankedKeys(first: Float64Array, second: Float64Array): Float64Array {
  const all = new Float64Array(first.length + second.length);
  all.set(first);
  all.set(second, first.length);
  all.sort();
  const seen = new Set<number>();
  return all.filter((key) => {
    const document = key % DOCUMENT_LIMIT;
    return !seen.has(document) && !!seen.add(document);
  });
}
