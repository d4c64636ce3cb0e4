import type { IndexedTextForms } from './normalize.ts';
import { TermDictionary } from './term-dictionary.ts';

export interface IndexEntry {
  id: number;
  text: string;
  /** Tie-breaker after relevance (popularity, or credits for people). */
  rank: number;
}

/**
 * Titles as numbers: documents are numbered by rank, highest first (ties in the order given), so a
 * smaller document number always wins a tie. Both directions are kept in flat arrays: postings (term
 * -> its documents, ascending) to find candidates, and each document's terms to check a few
 * candidates against a common word without reading its whole posting list.
 */
export interface InvertedIndex {
  dictionary: TermDictionary;
  /** Entry id by document number. */
  ids: Float64Array;
  /** Term t's documents are postings[postingStart[t]] up to postings[postingStart[t + 1]]. */
  postingStart: Int32Array;
  postings: Int32Array;
  /**
   * Document d's terms are documentTerms[documentStart[d]] up to documentTerms[documentStart[d + 1]]:
   * first its words in title order (repeats kept) up to documentWordsEnd[d], then its alternate terms.
   */
  documentStart: Int32Array;
  documentWordsEnd: Int32Array;
  documentTerms: Int32Array;
}

export function buildInvertedIndex(entries: Iterable<IndexEntry>, forms: IndexedTextForms): InvertedIndex {
  const termIds = new Map<string, number>();
  const termIdOf = (term: string) => {
    let termId = termIds.get(term);
    if (termId === undefined) termIds.set(term, (termId = termIds.size));
    return termId;
  };
  const ids: number[] = [];
  const ranks: number[] = [];
  const starts: number[] = [];
  const wordCounts: number[] = [];
  const terms: number[] = [];
  for (const entry of entries) {
    const { words, alternates } = forms.entry(entry.text);
    if (words.length === 0) continue;
    ids.push(entry.id);
    ranks.push(entry.rank);
    starts.push(terms.length);
    wordCounts.push(words.length);
    for (const word of words) terms.push(termIdOf(word));
    for (const alternate of alternates) {
      if (!words.includes(alternate)) terms.push(termIdOf(alternate));
    }
  }
  starts.push(terms.length);

  const sortedTerms = [...termIds.keys()].sort();
  const sortedIdOf = new Int32Array(sortedTerms.length);
  sortedTerms.forEach((term, sortedId) => (sortedIdOf[termIds.get(term) as number] = sortedId));
  termIds.clear();

  const byRank = Array.from(ids, (_, entryIndex) => entryIndex).sort((a, b) => ranks[b] - ranks[a] || a - b);
  const documentStart = new Int32Array(ids.length + 1);
  const documentWordsEnd = new Int32Array(ids.length);
  const documentTerms = new Int32Array(terms.length);
  const postingCounts = new Int32Array(sortedTerms.length + 1);
  let written = 0;
  byRank.forEach((entryIndex, document) => {
    documentStart[document] = written;
    documentWordsEnd[document] = written + wordCounts[entryIndex];
    for (let index = starts[entryIndex]; index < starts[entryIndex + 1]; index++) {
      const termId = sortedIdOf[terms[index]];
      if (!occurs(documentTerms, documentStart[document], written, termId)) {
        postingCounts[termId + 1]++;
      }
      documentTerms[written++] = termId;
    }
  });
  documentStart[ids.length] = written;

  const postingStart = postingCounts;
  for (let termId = 1; termId < postingStart.length; termId++)
    postingStart[termId] += postingStart[termId - 1];
  const postings = new Int32Array(postingStart[sortedTerms.length]);
  const filled = postingStart.slice(0, sortedTerms.length);
  for (let document = 0; document < ids.length; document++) {
    for (let index = documentStart[document]; index < documentStart[document + 1]; index++) {
      const termId = documentTerms[index];
      if (!occurs(documentTerms, documentStart[document], index, termId)) {
        postings[filled[termId]++] = document;
      }
    }
  }

  return {
    dictionary: new TermDictionary(sortedTerms),
    ids: Float64Array.from(byRank, (entryIndex) => ids[entryIndex]),
    postingStart,
    postings,
    documentStart,
    documentWordsEnd,
    documentTerms,
  };
}

/** Whether `value` is among values[from] up to values[to]: a title's few terms, so a scan beats a set. */
function occurs(values: Int32Array, from: number, to: number, value: number): boolean {
  for (let index = from; index < to; index++) if (values[index] === value) return true;
  return false;
}
