/**
 * Studios people name ('a Pixar movie', 'not Disney'): proper names, the same in every language. A studio is a
 * constraint only where the catalog lists the film's production companies; `company` matches their names there.
 */
export interface Studio {
  label: string;
  /** How people type it, after normalizeText. */
  words: string;
  /** The catalog's company names of the studio. */
  company: RegExp;
}

export const STUDIOS: readonly Studio[] = [
  { label: 'Pixar', words: 'pixar', company: /\bpixar\b/i },
  { label: 'Disney', words: 'disney', company: /\bdisney\b/i },
  { label: 'Marvel', words: 'marvel', company: /\bmarvel\b/i },
  { label: 'DreamWorks', words: 'dream ?works', company: /\bdreamworks\b/i },
  { label: 'Studio Ghibli', words: '(?:studio )?ghibli', company: /\bghibli\b/i },
  { label: 'Warner Bros.', words: 'warner(?: bros\\.?| brothers)?', company: /\bwarner bros\b/i },
  { label: 'Universal', words: 'universal(?: pictures| studios)?', company: /\buniversal pictures\b/i },
  { label: 'Paramount', words: 'paramount', company: /\bparamount\b/i },
  { label: 'A24', words: 'a24', company: /\ba24\b/i },
  { label: 'Lucasfilm', words: 'lucas ?film', company: /\blucasfilm\b/i },
  { label: 'Blumhouse', words: 'blumhouse', company: /\bblumhouse\b/i },
  { label: 'Miramax', words: 'miramax', company: /\bmiramax\b/i },
  { label: 'Aardman', words: 'aardman', company: /\baardman\b/i },
  { label: 'Laika', words: 'laika', company: /\blaika\b/i },
  { label: 'Illumination', words: 'illumination', company: /\billumination\b/i },
  { label: 'Amblin', words: 'amblin', company: /\bamblin\b/i },
  { label: 'New Line Cinema', words: 'new line(?: cinema)?', company: /\bnew line cinema\b/i },
  { label: 'Lionsgate', words: 'lions ?gate', company: /\blions ?gate\b/i },
  {
    label: '20th Century Fox',
    words: '(?:20th|twentieth) century(?: fox| studios)?',
    company: /\b(?:20th|twentieth) century\b/i,
  },
  { label: 'MGM', words: 'mgm|metro-goldwyn-mayer', company: /\bmgm\b|metro-goldwyn-mayer/i },
  { label: 'Studio Canal', words: 'studio ?canal', company: /\bstudio ?canal\b/i },
];

const PATTERNS = STUDIOS.map((studio) => ({ studio, pattern: new RegExp(`\\b(?:${studio.words})\\b`, 'g') }));

/** The studios a message names, where each is named (its index and words), in the order of the table. */
export function findStudios(text: string): { studio: Studio; index: number; text: string }[] {
  return PATTERNS.flatMap(({ studio, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ studio, index: match.index, text: match[0] })),
  );
}

export function studioByLabel(label: string): Studio | undefined {
  return STUDIOS.find((studio) => studio.label === label);
}
