import { GENRES } from '@marquee/contracts';
import { defineMessages } from './i18n.ts';

/**
 * TMDB's genres by id, in English as contracts' `GENRES` names them: the keys, `genres.<id>`, of each language's
 * shipped table of genre names (`genreLabel` in `known-text.ts`). Only the catalog check reads this module.
 */
export const genreMessages = defineMessages(
  'genres',
  Object.fromEntries(GENRES.map((genre) => [String(genre.id), genre.name])),
);
