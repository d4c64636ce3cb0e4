import { defineMessages } from '../../lib/i18n/i18n.ts';

export const peopleMessages = defineMessages('people', {
  movies: 'movies',
  roles: 'Roles',
  biography: 'Biography',
  showLess: 'Show less',
  readMore: 'Read more',
  knownFor: 'Known for',
  born: 'Born',
  placeOfBirth: 'Place of birth',
  unknownPerson: 'Unknown person',
  loadingPerson: 'Loading person',
  asRole: 'as {roles}',
});
