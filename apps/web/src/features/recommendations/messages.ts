import { defineMessages } from '../../lib/i18n/i18n.ts';

export const recommendationMessages = defineMessages('recommendations', {
  title: 'Recommended Movies',
  basedOn: "Based on what you're viewing",
  poweredBy: 'Powered by machine learning',
  none: 'No recommendations found.',
  noneHint: 'Browse a genre or search for a title to discover more movies.',
});
