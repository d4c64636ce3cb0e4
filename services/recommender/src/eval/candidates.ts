import type { CollaborativeOptions } from '../model/ensemble.ts';

/** The served model before issue #25: EASE λ=4000 on movies with >= 10 positives, fans' fold-in, content. */
export const PREVIOUS_SERVED: CollaborativeOptions = { ease: { lambda: 4000, minPositives: 10 } };

export interface Candidate {
  name: string;
  collaborative: CollaborativeOptions;
}

const previous = PREVIOUS_SERVED;
const rp3 = { alpha: 1, beta: 0.3, weight: 0.6 };
const time = { share: 0.5, days: 7 };

/**
 * Issue #25's candidates, each one change on the previous served model, at the settings the validation grid
 * chose; the served model (SERVED_COLLABORATIVE) combines them.
 */
export const CANDIDATES: Candidate[] = [
  { name: '+ popularity de-bias 0.05', collaborative: { ...previous, debias: 0.05 } },
  { name: '+ RP3beta (α 1, β 0.3) × 0.6', collaborative: { ...previous, rp3 } },
  { name: '+ time-aware (half of a pair within 7 days)', collaborative: { ...previous, time } },
];

/** The validation grid (`--tune`): the candidates' settings around the values above. */
export function tuningGrid(): Candidate[] {
  const grid: Candidate[] = [{ name: 'previous served', collaborative: previous }];
  grid.push({ name: 'de-bias 0.05', collaborative: { ...previous, debias: 0.05 } });
  for (const [beta, weight] of [
    [0.3, 0.6],
    [0.3, 1],
    [0.5, 1],
  ])
    grid.push({
      name: `RP3beta β ${beta} × ${weight}`,
      collaborative: { ...previous, rp3: { alpha: 1, beta, weight } },
    });
  for (const days of [7, 90])
    grid.push({
      name: `time 0.5 within ${days} d`,
      collaborative: { ...previous, time: { share: 0.5, days } },
    });
  grid.push({ name: 'RP3beta + time', collaborative: { ...previous, rp3, time } });
  grid.push({
    name: 'RP3beta + time + de-bias 0.05',
    collaborative: { ...previous, rp3, time, debias: 0.05 },
  });
  return grid;
}
