import type { LanguageLexicon } from './language-lexicon.ts';

export const PORTUGUESE: LanguageLexicon = {
  code: 'pt',
  name: 'Portuguese',
  genres: {
    Action: ['acao'],
    Animation: ['animacao'],
    Comedy: ['engracad[oa]s?'],
    Crime: ['policial'],
    Documentary: ['documentarios?'],
    Horror: ['assustador(?:es)?', 'de medo'],
    'Science Fiction': ['ficcao cientifica'],
  },
  moods: {},
  kids: ['criancas'],
  numbers: { dois: 2, duas: 2 },
  negations: ['sem', 'nada de', 'nao'],
};
