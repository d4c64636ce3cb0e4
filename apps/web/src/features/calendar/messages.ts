import { defineMessages } from '../../lib/i18n/i18n.ts';

export const calendarMessages = defineMessages('calendar', {
  ready: 'Calendar address ready',
  turnedOff: 'Calendar address turned off',
  title: 'Release calendar',
  intro:
    'Subscribe to this address in your calendar app to see the release dates of your watchlist: upcoming ones and those of the last {days} days. Anyone with the address can see them, so keep it to yourself.',
  loading: 'Loading your calendar address',
  address: 'Calendar address',
  shownOnce: 'Shown this once: copy it into your calendar app now.',
  isOn: 'Your calendar address is on. It was shown when it was made; choose “New address” for a new one.',
  isOnMade:
    'Your calendar address is on (made {date}). It was shown when it was made; choose “New address” for a new one.',
  newAddress: 'New address',
  turnOff: 'Turn off',
  create: 'Create calendar address',
  makeNew: 'Make a new address?',
  turnOffTitle: 'Turn the calendar off?',
  stopUpdates: 'Calendar apps subscribed to the current address stop getting updates.',
});
