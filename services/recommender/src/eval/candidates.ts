import type { CollaborativeOptions } from '../model/ensemble.ts';
import { SERVED_COLLABORATIVE } from '../model/train.ts';

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

/**
 * Implicit ALS tried as a fourth member of the ensemble (on the first round's model): the validation grid's best,
 * 64 factors, 8 passes, α 1, λ 10, blended × 0.2. It did not help on the test split (EVAL.md), so it is not served.
 */
export const IALS = { factors: 64, iterations: 8, alpha: 1, lambda: 10, weight: 0.2 };
/** The model served after issue #25's first round: RP3beta α 1, β 0.3 × 0.6, from EASE's movies only. */
export const FIRST_ROUND_SERVED: CollaborativeOptions = {
  ease: { lambda: 4000, minPositives: 10 },
  rp3: { alpha: 1, beta: 0.3, weight: 0.6 },
  time,
  debias: 0.05,
};
const first = FIRST_ROUND_SERVED;
/** The model served after issue #25's third round: RP3beta α 0.7, β 0.25 × 0.4, from colder movies × 0.45. */
export const THIRD_ROUND_SERVED: CollaborativeOptions = {
  ...first,
  rp3: { alpha: 0.7, beta: 0.25, weight: 0.4, coldWeight: 0.45 },
};
const third = THIRD_ROUND_SERVED;
const served = SERVED_COLLABORATIVE;
/** Issue #25's second round, on the model then served (EVAL.md): none gained on both validation and test. */
const EDLAE = { ...first, ease: { ...first.ease, dropout: 0.9 } };
const COLD_WALK = { ...first, rp3: { ...first.rp3!, coldWeight: 0.6 } };
const POPULARITY_BOOST = { ...first, debias: -0.15 };
export const NOT_SERVED: Candidate[] = [
  {
    name: 'first round + iALS (64 factors, 8 passes, α 1, λ 10) × 0.2',
    collaborative: { ...first, ials: IALS },
  },
  { name: 'first round, EASE as EDLAE (dropout 0.9)', collaborative: EDLAE },
  { name: 'first round + RP3beta from colder movies × 0.6', collaborative: COLD_WALK },
  { name: 'first round, popularity boost (de-bias -0.15)', collaborative: POPULARITY_BOOST },
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
  for (const [factors, iterations, alpha, lambda, weight] of [
    [32, 8, 10, 1, 0.5],
    [32, 8, 2, 1, 0.2],
    [64, 8, 1, 10, 0.2],
    [64, 10, 5, 200, 0.3],
  ] as const)
    grid.push({
      name: `first round + iALS ${factors} f, α ${alpha}, λ ${lambda} × ${weight}`,
      collaborative: { ...first, ials: { factors, iterations, alpha, lambda, weight } },
    });
  grid.push({ name: 'first round served', collaborative: first });
  for (const [lambda, dropout] of [
    [2000, 0.9],
    [4000, 0.9],
    [500, 0.95],
  ])
    grid.push({
      name: `first round, EDLAE λ ${lambda} dropout ${dropout}`,
      collaborative: { ...first, ease: { ...first.ease, lambda, dropout } },
    });
  grid.push({ name: 'first round + RP3beta from colder movies × 0.6', collaborative: COLD_WALK });
  for (const debias of [0, -0.05, -0.15])
    grid.push({ name: `first round, de-bias ${debias}`, collaborative: { ...first, debias } });
  grid.push(...thirdRoundGrid());
  grid.push({ name: 'served', collaborative: served });
  return grid;
}

/** Issue #25's third round (EVAL.md): RP3beta's α, β and weight with and without the walk from colder movies. */
function thirdRoundGrid(): Candidate[] {
  const grid: Candidate[] = [];
  for (const [alpha, beta, weight] of [
    [0.8, 0.3, 0.4],
    [0.7, 0.25, 0.4],
  ])
    grid.push({
      name: `first round, RP3beta α ${alpha} β ${beta} × ${weight}`,
      collaborative: { ...first, rp3: { alpha, beta, weight } },
    });
  for (const [alpha, beta, weight, coldWeight] of [
    [0.8, 0.3, 0.4, 0.6],
    [0.7, 0.25, 0.5, 0.6],
  ])
    grid.push({
      name: `RP3beta α ${alpha} β ${beta} × ${weight}, colder × ${coldWeight}`,
      collaborative: { ...first, rp3: { alpha, beta, weight, coldWeight } },
    });
  grid.push({ name: 'third round served', collaborative: third });
  return grid;
}

/** The model served before issue #25's fourth round: the served model without its Mult-VAE member. */
export const SECOND_STEP_SERVED: CollaborativeOptions = { ...SERVED_COLLABORATIVE, vae: undefined };

/**
 * `--splits`: the models on other test splits drawn like the hidden one (EVAL.md, "Other test splits"), the
 * model before issue #25 first so each row reads as a ratio to it.
 */
export function otherSplitsCandidates(): Candidate[] {
  return [
    { name: 'before issue #25 (pre-25)', collaborative: previous },
    { name: 'first round of issue #25', collaborative: first },
    { name: 'third round of issue #25', collaborative: third },
    { name: 'third round, popularity boost (de-bias -0.15)', collaborative: { ...third, debias: -0.15 } },
    {
      name: 'third round + second step (1 from 10)',
      collaborative: { ...third, secondStep: { weight: 1, from: 10 } },
    },
    { name: 'second step (served before the fourth round)', collaborative: SECOND_STEP_SERVED },
    { name: 'served (+ Mult-VAE × 0.8)', collaborative: served },
  ];
}
