import { TONIGHT_MOODS } from '@marquee/contracts';
import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * Watch tonight's moods, in English as contracts' `TONIGHT_MOODS` labels them: the keys, `tonightMoods.<mood>`,
 * of their names in the other languages' catalogs (`moodLabel`). Only the catalog check reads this module.
 */
export const tonightMoodMessages = defineMessages(
  'tonightMoods',
  Object.fromEntries(Object.entries(TONIGHT_MOODS).map(([key, mood]) => [key, mood.label])),
);
