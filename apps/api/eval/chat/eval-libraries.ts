/** Libraries the eval seeds for a signed-in user before a conversation, shared by the case sets. */
import type { SeededLibrary } from './eval-cases.ts';
import { ALIEN, AMELIE, INCEPTION, INTERSTELLAR, JAWS, THE_DARK_KNIGHT, UP } from '@marquee/catalog/testing';

const THE_PRESTIGE = 1124;

/** A Nolan fan: three Nolan films in the diary (Inception loved last), one rated, four on the watchlist. */
export const NOLAN_FAN: SeededLibrary = {
  diary: [
    { id: INTERSTELLAR, on: '2026-09-01' },
    { id: THE_DARK_KNIGHT, on: '2026-09-15', rating: 8 },
    { id: INCEPTION, on: '2026-10-01', rating: 9 },
  ],
  ratings: [[THE_PRESTIGE, 6]],
  watchlist: [JAWS, ALIEN, AMELIE, UP],
};
/** The Nolan films the Nolan fan has seen or rated. */
export const NOLAN_SEEN = [INCEPTION, INTERSTELLAR, THE_DARK_KNIGHT, THE_PRESTIGE];
/** What the reply says when it left out movies the user's library shows they have seen. */
export const HISTORY_NOTE = /already logged or rated/;
