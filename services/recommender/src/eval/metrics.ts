/** recall@k: hits in the top k over min(k, held-out movies), so 1 is reachable. */
export function recallAtK(ranked: number[], relevant: Set<number>, k: number): number {
  if (relevant.size === 0) return 0;
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / Math.min(k, relevant.size);
}

/** NDCG@k with binary relevance. */
export function ndcgAtK(ranked: number[], relevant: Set<number>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, rank) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(rank + 2);
  });
  let ideal = 0;
  for (let rank = 0; rank < Math.min(k, relevant.size); rank++) ideal += 1 / Math.log2(rank + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

export function percentile(sortedValues: number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)];
}
