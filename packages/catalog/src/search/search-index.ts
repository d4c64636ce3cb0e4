import { boundedEditDistance, indexTokens, tokenize } from './normalize.ts';

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
  private vocabularyByLength: string[][] = [];

  constructor(entries: Iterable<{ id: number; text: string; rank: number }>) {
    for (const entry of entries) {
      const tokens = indexTokens(entry.text);
      if (tokens.length === 0) continue;
      const docIndex = this.documents.length;
      this.documents.push({ id: entry.id, rank: entry.rank, normalizedTitle: tokenize(entry.text).join(' '), tokenCount: tokenize(entry.text).length });
      for (const token of tokens) {
        const list = this.postings.get(token);
        if (list) list.push(docIndex);
        else this.postings.set(token, [docIndex]);
      }
    }
    this.sortedVocabulary = [...this.postings.keys()].sort();
    for (const token of this.sortedVocabulary) {
      (this.vocabularyByLength[token.length] ??= []).push(token);
    }
  }

  get size(): number {
    return this.documents.length;
  }

  /** Every matching document id, best first. */
  search(query: string): SearchHit[] {
    const queryTokens = tokenize(query)
      .slice(0, MAX_QUERY_TOKENS)
      .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
    if (queryTokens.length === 0) return [];

    let scores: Map<number, number> | undefined;
    queryTokens.forEach((queryToken, position) => {
      const isLast = position === queryTokens.length - 1;
      const tokenScores = this.matchToken(queryToken, isLast);
      if (!scores) {
        scores = tokenScores;
        return;
      }
      const next = new Map<number, number>();
      for (const [docIndex, score] of scores) {
        const tokenScore = tokenScores.get(docIndex);
        if (tokenScore !== undefined) next.set(docIndex, score + tokenScore);
      }
      scores = next;
    });
    if (!scores || scores.size === 0) return [];

    const normalizedQuery = queryTokens.join(' ');
    const hits: { docIndex: number; score: number }[] = [];
    for (const [docIndex, total] of scores) {
      const document = this.documents[docIndex];
      let score = total / queryTokens.length;
      if (document.normalizedTitle === normalizedQuery) score += 0.3;
      else if (document.normalizedTitle.startsWith(normalizedQuery)) score += 0.15;
      // Quantised so that small differences in wording do not beat a much more popular movie.
      hits.push({ docIndex, score: Math.round(score * 20) / 20 });
    }
    hits.sort((a, b) => b.score - a.score || this.documents[b.docIndex].rank - this.documents[a.docIndex].rank);
    return hits.map((hit) => ({ id: this.documents[hit.docIndex].id, score: hit.score }));
  }

  /** Best score per document for one query word: exact, prefix (while typing), or within the typo budget. */
  private matchToken(queryToken: string, isLast: boolean): Map<number, number> {
    const scores = new Map<number, number>();
    const credit = (token: string, score: number) => {
      for (const docIndex of this.postings.get(token) ?? []) {
        if ((scores.get(docIndex) ?? 0) < score) scores.set(docIndex, score);
      }
    };
    credit(queryToken, EXACT);

    // Prefixes: every query word may be cut short when it is long enough to be meaningful; the last at any length.
    if (isLast || queryToken.length >= 3) {
      for (let index = lowerBound(this.sortedVocabulary, queryToken); index < this.sortedVocabulary.length; index++) {
        const token = this.sortedVocabulary[index];
        if (!token.startsWith(queryToken)) break;
        if (token !== queryToken) credit(token, PREFIX);
      }
    }

    const typos = allowedTypos(queryToken.length);
    if (typos > 0) {
      for (let length = queryToken.length - typos; length <= queryToken.length + typos; length++) {
        for (const token of this.vocabularyByLength[length] ?? []) {
          if (token === queryToken) continue;
          const distance = boundedEditDistance(queryToken, token, typos);
          if (distance <= typos) credit(token, FUZZY[distance]);
        }
      }
      // A typo in a word still being typed: compare with the start of longer words.
      if (isLast && queryToken.length >= 5) {
        for (let length = queryToken.length + typos + 1; length < this.vocabularyByLength.length; length++) {
          for (const token of this.vocabularyByLength[length] ?? []) {
            const distance = boundedEditDistance(queryToken, token.slice(0, queryToken.length), 1);
            if (distance <= 1) credit(token, FUZZY[2]);
          }
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
