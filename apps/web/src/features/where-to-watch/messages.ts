import { defineMessages } from '../../lib/i18n/i18n.ts';

/** Settings → your streaming services. */
export const watchServicesMessages = defineMessages('watchServices', {
  loading: 'Loading your services',
  title: 'Your streaming services',
  intro:
    'Movie pages show where to watch in your region; the home page and lists can show what is on your services.',
  saved: 'Services saved!',
  region: 'Region',
  services: 'Services',
  loadingRegion: 'Loading the services of this region',
  noneInRegion: 'No services known in this region.',
  save: 'Save services',
});
