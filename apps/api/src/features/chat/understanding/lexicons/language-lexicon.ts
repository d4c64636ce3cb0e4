import type { Genre } from '@marquee/contracts';
import type { RequestOrder } from '../chat-query.ts';

/** Mood labels the assistant knows (see MOODS in ../lexicon.ts). */
export type MoodLabel =
  'uplifting' | 'mind-bending' | 'emotional' | 'thrilling' | 'cozy' | 'dark' | 'slow-burn' | 'fast-paced';

/**
 * The words of one language, all of one shape. Words are regular-expression alternatives matched after
 * normalizeText (lower case, no accents). A new language is one file of this shape plus a line in the registry;
 * the extractors read every registered language's words and hold no words of their own.
 */
export interface LanguageLexicon {
  /** ISO 639-1 ('hi-Latn' for Hindi written in Latin letters). */
  code: string;
  /** The language's name in English, as the assistant lists the languages it reads. */
  name: string;
  genres: Partial<Record<Genre['name'], string[]>>;
  moods: Partial<Record<MoodLabel, string[]>>;
  /** Words for children as the audience ('kids'). */
  kids: string[];
  /** The whole family as the audience ('family night'). */
  family?: string[];
  /** Teenagers or older relatives as the audience: nothing scarier than PG-13. */
  teens?: string[];
  /** Number words, for counts ('trois films'). */
  numbers: Record<string, number>;
  /** Words that negate what follows ('sans', 'ohne'). */
  negations: string[];
  /** Words after a thing that turn it down ('zombies are not my thing', 'horror, my wife hates it'). */
  negationsAfter?: string[];
  /** Ordinal words pointing into the previous answer: 0 the first, -1 the last ('second' -> 1). */
  ordinals?: Record<string, number>;
  /** Words pointing at the whole previous answer ('them', 'those'). */
  references?: string[];
  /** Decade words ('eighties' -> 1980); a decade word may need a lead ('los ochenta'), part of the entry. */
  decades?: Record<string, number>;
  /** Words that, two of them or one strong one, show a message is in this language (for the reply's language). */
  markers?: { strong: string[]; weak: string[] };
  /** Letters beyond a-z the language writes ('ñ', 'ß'), so a message with other letters is recognised as unread. */
  letters?: string;
  /** Common typed forms read as their usual spelling ('dont' -> "don't", 'atmost' -> 'at most'). */
  spellings?: Record<string, string>;
  /** Words for a film ('movie', 'pelicula'), after a number in a count. */
  filmWords?: string[];
  /** Count words beside the numbers: 'a couple of', 'a few', 'just' (before a number), 'recommend' (before 'a'). */
  counts?: { couple: string[]; few: string[]; just: string[]; oneLeads: string[]; one: string[] };
  /** Words asking for an order ('highest rated', 'oldest'). */
  orders?: Partial<Record<RequestOrder, string[]>>;
  /** Words about the user's own films. */
  library?: { watchlist: string[]; rewatch: string[]; lastLoved: string[] };
  /** Role words before a person's name ('directed by', 'starring'); 'any' is either ('by'). */
  roles?: { director: string[]; cast: string[]; any: string[] };
  /** Words before a title the user has seen or does not want ('already seen', 'anything but'). */
  seen?: string[];
}
