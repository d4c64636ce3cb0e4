import { bitCount, boundedEditDistance, indexTokens, letterMask, tokenize } from './normalize.ts';

export interface SearchHit {
  id: number;
  score: number;
}

interface Document {
  id: number;
  /** Tie-breaker after relevance (popularity, or credits for people). */
  rank: number;
  normalizedTitle: string;
  tokenCount: number;
}

// A query this long is not a title anyone types; the rest is ignored rather than slowing the scan.
const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

const QUERY_CACHE_SIZE = 1000;

const EXACT = 1;
const PREFIX = 0.9;
const FUZZY = [1, 0.8, 0.6];

function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * In-memory title index: typo-tolerant (1 typo from 4 letters, 2 from 8), prefix-aware (a word being
 * typed matches the words it starts), every query word must match; ranked by relevance, then by rank.
 */
export class SearchIndex {
  private readonly documents: Document[] = [];
  private readonly postings = new Map<string, number[]>();
  private sortedVocabulary: string[] = [];
  private vocabularyByLength: { token: string; mask: number }[][] = [];
  private readonly cache = new Map<string, SearchHit[]>();
  // Per-document scratch space for one query, reused so that a search allocates almost nothing.
  private matchedWords = new Uint8Array(0);
  private best = new Float32Array(0);
  private total = new Float32Array(0);

  constructor(entries: Iterable<{ id: number; text: string; rank: number }>) {
    for (const entry of entries) {
      const tokens = indexTokens(entry.text);
      if (tokens.length === 0) continue;
      const docIndex = this.documents.length;
      this.documents.push({
        id: entry.id,
        rank: entry.rank,
        normalizedTitle: tokenize(entry.text).join(' '),
        tokenCount: tokenize(entry.text).length,
      });
      for (const token of tokens) {
        const list = this.postings.get(token);
        if (list) list.push(docIndex);
        else this.postings.set(token, [docIndex]);
      }
    }
    this.sortedVocabulary = [...this.postings.keys()].sort();
    this.matchedWords = new Uint8Array(this.documents.length);
    this.best = new Float32Array(this.documents.length);
    this.total = new Float32Array(this.documents.length);
    for (const token of this.sortedVocabulary) {
      (this.vocabularyByLength[token.length] ??= []).push({ token, mask: letterMask(token) });
    }
  }

  get size(): number {
    return this.documents.length;
  }

  /** Every matching document id, best first. Recent answers are kept: people type the same titles. */
  search(query: string): SearchHit[] {
    const key = tokenize(query).join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const hits = this.searchUncached(query);
    this.cache.set(key, hits);
    if (this.cache.size > QUERY_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return hits;
  }

  private searchUncached(query: string): SearchHit[] {
    const queryTokens = tokenize(query)
      .slice(0, MAX_QUERY_TOKENS)
      .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
    if (queryTokens.length === 0) return [];

    // Rarest word first: later words then only confirm the few candidates it left.
    const words = queryTokens
      .map((token, position) => this.matchingTokens(token, position === queryTokens.length - 1))
      .map((matches) => ({
        matches,
        postings: [...matches.keys()].reduce(
          (sum, token) => sum + (this.postings.get(token)?.length ?? 0),
          0,
        ),
      }))
      .sort((a, b) => a.postings - b.postings);

    const { matchedWords, best, total } = this;
    const candidates: number[] = [];
    words.forEach(({ matches }, wordIndex) => {
      for (const [token, quality] of matches) {
        for (const docIndex of this.postings.get(token) ?? []) {
          if (matchedWords[docIndex] === wordIndex) {
            if (wordIndex === 0) {
              candidates.push(docIndex);
              total[docIndex] = 0;
            }
            matchedWords[docIndex] = wordIndex + 1;
            best[docIndex] = quality;
          } else if (matchedWords[docIndex] === wordIndex + 1 && best[docIndex] < quality) {
            best[docIndex] = quality;
          }
        }
      }
      for (const docIndex of candidates)
        if (matchedWords[docIndex] === wordIndex + 1) total[docIndex] += best[docIndex];
    });

    const normalizedQuery = queryTokens.join(' ');
    const hits: { docIndex: number; score: number }[] = [];
    for (const docIndex of candidates) {
      const complete = matchedWords[docIndex] === words.length;
      matchedWords[docIndex] = 0;
      if (!complete) continue;
      const document = this.documents[docIndex];
      let score = total[docIndex] / words.length;
      if (document.normalizedTitle === normalizedQuery) score += 0.3;
      else if (document.normalizedTitle.startsWith(normalizedQuery)) score += 0.15;
      // Quantised so that small differences in wording do not beat a much more popular movie.
      hits.push({ docIndex, score: Math.round(score * 20) / 20 });
    }
    hits.sort(
      (a, b) => b.score - a.score || this.documents[b.docIndex].rank - this.documents[a.docIndex].rank,
    );
    return hits.map((hit) => ({ id: this.documents[hit.docIndex].id, score: hit.score }));
  }

  /** Indexed words that match one query word, with their quality: exact, prefix (while typing), or within the typo budget. */
  private matchingTokens(queryToken: string, isLast: boolean): Map<string, number> {
    const scores = new Map<string, number>();
    const credit = (token: string, score: number) => {
      if ((scores.get(token) ?? 0) < score) scores.set(token, score);
    };
    if (this.postings.has(queryToken)) credit(queryToken, EXACT);

    // Prefixes: every query word may be cut short when it is long enough to be meaningful; the last at any length.
    if (isLast || queryToken.length >= 3) {
      for (
        let index = lowerBound(this.sortedVocabulary, queryToken);
        index < this.sortedVocabulary.length;
        index++
      ) {
        const token = this.sortedVocabulary[index];
        if (!token.startsWith(queryToken)) break;
        if (token !== queryToken) credit(token, PREFIX);
      }
    }

    const typos = allowedTypos(queryToken.length);
    if (typos > 0) {
      const queryMask = letterMask(queryToken);
      for (let length = queryToken.length - typos; length <= queryToken.length + typos; length++) {
        for (const { token, mask } of this.vocabularyByLength[length] ?? []) {
          if (
            bitCount(queryMask & ~mask) > typos ||
            bitCount(mask & ~queryMask) > typos ||
            token === queryToken
          )
            continue;
          const distance = boundedEditDistance(queryToken, token, typos);
          if (distance <= typos) credit(token, FUZZY[distance]);
        }
      }
      // A typo in a word still being typed: compare with the start of longer words sharing its first letter.
      if (isLast && queryToken.length >= 5) {
        const first = queryToken[0];
        for (
          let index = lowerBound(this.sortedVocabulary, first);
          index < this.sortedVocabulary.length;
          index++
        ) {
          const token = this.sortedVocabulary[index];
          if (token[0] !== first) break;
          if (token.length <= queryToken.length + typos) continue;
          if (boundedEditDistance(queryToken, token, 1, queryToken.length) <= 1) credit(token, FUZZY[2]);
        }
      }
    }
    return scores;
  }
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
