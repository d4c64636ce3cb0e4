import type { RecommendationEvidence } from '@marquee/contracts';
import type { ContentIndex } from './content-vectors.ts';
import type { SparseVector } from './sparse.ts';
import type { MovieFeatures } from './training-data.ts';

/** Named facts a reason lists at most. */
const NAMED_MAX = 2;

/**
 * Why a movie is in another's list, as the model file keeps it: '' co-liked (the collaborative model's weight
 * put it there), 'd:' and 'c:' directors' or leads' names, 'k:' keywords, 'g:' genre ids ('|'-separated), and
 * 's' for a content match through the overview or the meaning index alone.
 */
export type EvidenceCode = string;

export const CO_LIKED: EvidenceCode = '';
const SEPARATOR = '|';

export function decodeEvidence(code: EvidenceCode): RecommendationEvidence {
  if (code === CO_LIKED) return { kind: 'co_liked' };
  if (code === 's') return { kind: 'similar' };
  const values = code.slice(2).split(SEPARATOR);
  switch (code[0]) {
    case 'd':
      return { kind: 'director', names: values };
    case 'c':
      return { kind: 'cast', names: values };
    case 'k':
      return { kind: 'keywords', keywords: values };
    default:
      return { kind: 'genres', genreIds: values.map(Number) };
  }
}

type NamedBlock = 'd' | 'c' | 'k' | 'g';
/** Most specific first: a genre is shared by thousands of movies, a director by a handful. */
const NAMED_BLOCKS: NamedBlock[] = ['d', 'k', 'c', 'g'];

/**
 * What made two movies similar by content: of the blocks whose shared terms add to their TF-IDF cosine, the
 * most specific (directors, then keywords, leads, genres), naming its largest terms. A genre's term usually
 * adds the most (one genre is a whole block), but says least about why this movie rather than another.
 * 's' when only the overview or the meaning index did.
 */
export function contentEvidence(
  index: ContentIndex,
  movie: SparseVector,
  other: SparseVector,
  otherFeatures: MovieFeatures,
): EvidenceCode {
  const weights = new Map<number, number>();
  movie.indices.forEach((feature, f) => weights.set(feature, movie.values[f]));
  const shared = new Map<NamedBlock, { term: string; contribution: number }[]>();
  for (let f = 0; f < other.indices.length; f++) {
    const weight = weights.get(other.indices[f]);
    if (weight === undefined) continue;
    const term = index.termOf(other.indices[f]);
    const block = term[0] as NamedBlock;
    if (!NAMED_BLOCKS.includes(block)) continue;
    const value = term.slice(2);
    const name = block === 'd' || block === 'c' ? otherFeatures.personNames?.get(Number(value)) : value;
    if (!name) continue; // a person without a known name cannot be named in a reason
    shared.set(block, [...(shared.get(block) ?? []), { term: name, contribution: weight * other.values[f] }]);
  }
  const block = NAMED_BLOCKS.find((candidate) =>
    (shared.get(candidate) ?? []).some((term) => term.contribution > 0),
  );
  if (!block) return 's';
  const named = shared
    .get(block)!
    .filter((term) => term.contribution > 0)
    .sort((a, b) => b.contribution - a.contribution || a.term.localeCompare(b.term))
    .slice(0, NAMED_MAX)
    .map((term) => term.term.replaceAll(SEPARATOR, ' '));
  return `${block}:${named.join(SEPARATOR)}`;
}
