import type { Genre } from '@marquee/contracts';

/** Mood labels the assistant knows (see MOODS in ../lexicon.ts). */
export type MoodLabel =
  'uplifting' | 'mind-bending' | 'emotional' | 'thrilling' | 'cozy' | 'dark' | 'slow-burn' | 'fast-paced';

/**
 * The words of one language, all of one shape. Words are regular-expression alternatives matched after
 * normalizeText (lower case, no accents). A new language is one file of this shape plus a line in the registry.
 */
export interface LanguageLexicon {
  /** ISO 639-1. */
  code: string;
  /** The language's name in English, as the assistant lists the languages it reads. */
  name: string;
  genres: Partial<Record<Genre['name'], string[]>>;
  moods: Partial<Record<MoodLabel, string[]>>;
  /** Words for children as the audience ('kids'). */
  kids: string[];
  /** Number words, for counts ('trois films'). */
  numbers: Record<string, number>;
  /** Words that negate what follows ('sans', 'ohne'). */
  negations: string[];
}
