/**
 * Titles a message leaves out: 'I've already seen Inception', 'anything but Titanic', 'not The Matrix again'.
 * Candidates only: retrieval keeps those the catalog confirms as titles.
 */
import { alternationOf } from '../lexicons/all-languages.ts';
const AVOIDED_TITLE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.seen)})\s+(.+?)(?=,|;|\.|!|\?| and (?:i|we|something|anything|want|need|looking)\b| but | so | please|$)`,
  'g',
);

export function extractAvoidedTitles(text: string, isTitleLike: (candidate: string) => boolean): string[] {
  const titles: string[] = [];
  for (const match of text.matchAll(AVOIDED_TITLE)) {
    for (const part of (match[1] ?? '').split(/,| and | or | y /)) {
      const title = part.replace(/\s+(?:again|already|yet|too|either|ya|before|both)$/, '').trim();
      if (title && isTitleLike(title)) titles.push(title);
    }
  }
  return titles;
}
