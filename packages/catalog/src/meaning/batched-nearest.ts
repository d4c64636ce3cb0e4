import type { MeaningIndex, NearestSearch, Neighbour } from './meaning-index.ts';

interface Asked extends NearestSearch {
  index: MeaningIndex;
  query: Float32Array;
  resolve: (found: Neighbour[]) => void;
  reject: (error: unknown) => void;
}

/**
 * {@link MeaningIndex.nearest}, with the searches of one query vector asked in the same turn of the event loop
 * answered by one pass over the index: identifying a film told by its story asks for the whole catalog's nearest
 * and the famous films' nearest of the same words at once, and each pass reads every vector from memory.
 */
export function batchedNearest(): (
  index: MeaningIndex,
  query: Float32Array,
  search: NearestSearch,
) => Promise<Neighbour[]> {
  let asked: Asked[] = [];
  const answerAll = () => {
    let left = asked;
    asked = [];
    while (left.length) {
      const [first] = left;
      const same = left.filter((one) => one.index === first.index && one.query === first.query);
      left = left.filter((one) => !same.includes(one));
      try {
        first.index.nearestEach(first.query, same).forEach((found, at) => same[at].resolve(found));
      } catch (error) {
        for (const one of same) one.reject(error);
      }
    }
  };
  return (index, query, search) =>
    new Promise((resolve, reject) => {
      if (!asked.length) setImmediate(answerAll);
      asked.push({ ...search, index, query, resolve, reject });
    });
}
