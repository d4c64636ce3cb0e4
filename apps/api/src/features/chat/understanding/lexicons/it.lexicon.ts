import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

export const ITALIAN: LanguageLexicon = {
  code: 'it',
  name: 'Italian',
  genres: {
    Action: ['azione'],
    Adventure: ['avventura'],
    Animation: ['animazione'],
    Comedy: ['commedia', 'commedie', 'divertente'],
    Crime: ['poliziesco'],
    Documentary: ['documentari'],
    Drama: ['dramma', 'drammatico'],
    Horror: ['orrore', 'paura', 'spaventos[oa]'],
    Romance: ['romantico'],
    'Science Fiction': ['fantascienza'],
  },
  moods: { uplifting: ['allegro'], dark: ['cupo'] },
  kids: ['bambini'],
  numbers: { due: 2, tre: 3, quattro: 4 },
  ordinals: { primo: 0, prima: 0, secondo: 1, seconda: 1, terzo: 2, terza: 2, ultimo: -1, ultima: -1 },
  negations: ['senza', 'niente'],
  letters: 'àèéìòùíó',
  phrases: {
    ...NO_PHRASES,
    greetings: ['ciao', 'buongiorno', 'buonasera'],
    thanks: ['grazie'],
    facts: [
      { pattern: /\bchi ha diretto (.+)$/, aspect: 'director' },
      { pattern: /\bquanto dura (.+)$/, aspect: 'runtime' },
      { pattern: /\bdi cosa parla (.+)$/, aspect: 'plot' },
    ],
    notNames: ['bambini', 'famiglia', 'amici'],
    negationGaps: ['troppo'],
    elisions: ["l'", 'di '],
    decadeLeads: ['anni'],
    articles: ['il'],
    filler:
      'grazie mille stasera voglio vedere buon buono due tre quattro di il lo per dei delle della anni qualcosa'.split(
        ' ',
      ),
    origins: { English: ['inglese'] },
  },
};
