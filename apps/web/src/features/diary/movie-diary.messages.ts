import { defineMessages } from '../../lib/i18n/i18n.ts';

/** The movie page's diary line: on the movie page's first screen, so kept apart from the diary's other words. */
export const movieDiaryMessages = defineMessages('movieDiary', {
  logAWatch: 'Log a watch',
  watchedTimes: '{count, plural, one {Watched once} other {Watched # times}}',
  lastOn: ', last on',
});
