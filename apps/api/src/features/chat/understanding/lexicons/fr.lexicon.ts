import type { LanguageLexicon } from './language-lexicon.ts';

export const FRENCH: LanguageLexicon = {
  code: 'fr',
  name: 'French',
  genres: {
    Action: ["film d'action", 'action'],
    Adventure: ['aventures?'],
    Animation: ['dessins? animes?', "film d'animation"],
    Comedy: ['comedies?', 'drole', 'droles'],
    Crime: ['policiers?'],
    Documentary: ['documentaires?'],
    Drama: ['drames?'],
    Fantasy: ['fantastique'],
    Horror: ['horreur', "d'epouvante", 'effrayants?', 'qui fait peur'],
    Romance: ['romantiques?'],
    'Science Fiction': ['science-fiction'],
    War: ['guerre'],
  },
  moods: { uplifting: ['joyeux', 'joyeuse'], dark: ['sombres?'], 'fast-paced': ['rythme'] },
  kids: ['enfants'],
  numbers: { deux: 2, trois: 3, quatre: 4, cinq: 5 },
  ordinals: { premier: 0, premiere: 0, deuxieme: 1, second: 1, seconde: 1, troisieme: 2, dernier: -1, derniere: -1 },
  negations: ['pas de', 'pas', 'sans'],
  letters: 'éèêëàâçôîïûùüÿœæ',
};
