import { defineMessages } from '../../lib/i18n/i18n.ts';

/** Where to watch on the movie page, home and listings: first screens, so apart from the settings' words. */
export const whereToWatchMessages = defineMessages('whereToWatch', {
  title: 'Where to watch',
  stream: 'Stream',
  rent: 'Rent',
  buy: 'Buy',
  onYourServices: 'On your services',
  nowhere: 'Not streaming, for rent or for sale in {region}.',
  inRegion: 'In {region}.',
  availableOnMyServices: 'Available on my services',
});
