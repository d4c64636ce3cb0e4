import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

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
  ordinals: {
    primeiro: 0,
    primeira: 0,
    segundo: 1,
    segunda: 1,
    terceiro: 2,
    terceira: 2,
    ultimo: -1,
    ultima: -1,
  },
  negations: ['sem', 'nada de', 'nao'],
  letters: 'ãõáâêçéíóôúà',
  phrases: {
    ...NO_PHRASES,
    greetings: ['ola', 'bom dia', 'boa (?:tarde|noite)'],
    thanks: ['obrigad[oa]'],
    facts: [
      { pattern: /\bquem dirigiu (.+)$/, aspect: 'director' },
      { pattern: /\bquanto tempo dura (.+)$/, aspect: 'runtime' },
      { pattern: /\bsobre o que e (.+)$/, aspect: 'plot' },
    ],
    notNames: ['criancas', 'familia', 'amigos'],
    negationGaps: ['muito'],
    articles: ['o'],
    filler: 'obrigado obrigada muito hoje noite quero bom boa dois um uma filme filmes com anos'.split(' '),
  },
};
