/**
 * The state every reading step of parse-prompt.ts shares, and how a step claims the words it has read.
 */
import type { MovieQuery, MovieQuestion, ParsedPrompt } from '../chat-query.ts';

/**
 * One message as it is being read: the request filled in slot by slot, the text the slots are read from (titles
 * taken out), and `rest`, the words no slot has claimed yet.
 */
export interface PromptReading {
  /** The message normalised and respelled. */
  text: string;
  language: ParsedPrompt['language'];
  question: MovieQuestion | undefined;
  query: MovieQuery;
  searchText: string;
  rest: string;
  /** Genres named by the words of an avoided theme ('not a musical'). */
  avoidedGenreWords: number[];
  /** Whether titles after a present-tense 'love' are read as seeds (the catalog has them all). */
  lovedTitles: boolean;
  /** Whether the words after 'like' are read as a title (not when the catalog has none and they ask for a kind). */
  likeTitles: boolean;
  /** Whether two kind words a film is between are titles ('zwischen alien und aliens': the catalog has both). */
  kindTitles?: boolean;
  /** A theme said as an example of the kind asked for ('fantasy, like dragons'). */
  themeAsExample?: boolean;
  /** 'more like those', 'ones you haven't mentioned': other films for the request before. */
  moreOfShown: boolean;
  /** 'same thing but …', 'na mesma vibe': the request before, changed. */
  sameAsBefore: boolean;
  /** The age of the child the film is for, told by their school stage ('mon fils qui est au lycée'). */
  schoolAge?: number;
}

/** Words a slot has read are no longer left over. */
export function claim(reading: PromptReading, fragment: string | RegExp): void {
  reading.rest = reading.rest.replace(fragment, ' ');
}
