import { defineMessages } from '../../lib/i18n/i18n.ts';

/**
 * TMDB's departments as it names them in English, the keys (`departments.<name>`) of their names in the other
 * languages' catalogs (`departmentLabel`). Only the catalog check reads this module: the names come from TMDB.
 */
const DEPARTMENTS = [
  'Acting',
  'Directing',
  'Writing',
  'Production',
  'Camera',
  'Editing',
  'Sound',
  'Art',
  'Costume & Make-Up',
  'Crew',
  'Lighting',
  'Visual Effects',
];

export const departmentMessages = defineMessages(
  'departments',
  Object.fromEntries(DEPARTMENTS.map((department) => [department, department])),
);
