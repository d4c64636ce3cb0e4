import type { MovieQuery } from './chat-query.ts';
import { saysTogether } from './extractors/people.extractor.ts';

/**
 * Words the grammar could not place: a request's leftover holds a word or two ('doll', 'friendship'), a story told of a
 * film most of its words ('twelve jurors stuck in one hot room, one guy keeps doubting the boy is guilty').
 */

/** Words of three letters or more left unplaced, from which a message is a story. */
const STORY_LEFTOVER_WORDS = 6;

/**
 * Whether the grammar's leftover of a new message is long enough to be a story, whatever its other words read. A
 * message speaking for several people ('on est trois, ma copine ne regarde que…') tells what each wants, no story;
 * nor does one asking for the films two people made together, however it says so ('my late husband loved x and y.
 * were there any films in which they appeared together?').
 */
export function leavesAStory({
  leftover,
  query,
}: {
  leftover: string;
  query?: Pick<MovieQuery, 'forAGroup' | 'alsoPeople'>;
}): boolean {
  if (query?.forAGroup || (query?.alsoPeople?.length && saysTogether(leftover))) return false;
  return leftover.split(/\s+/).filter((word) => word.length >= 3).length >= STORY_LEFTOVER_WORDS;
}
