import { defineMessages } from '../../lib/i18n/i18n.ts';

export const visitMessages = defineMessages('visits', {
  recentlyVisited: 'Recently Visited',
});
