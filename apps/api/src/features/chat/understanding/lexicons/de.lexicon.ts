import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

export const GERMAN: LanguageLexicon = {
  code: 'de',
  name: 'German',
  genres: {
    Action: ['actionfilme?'],
    Adventure: ['abenteuer(?:film)?'],
    Animation: ['zeichentrick(?:film)?'],
    Comedy: ['komodie', 'komodien', 'lustig(?:e[rnms]?)?'],
    Crime: ['krimis?'],
    Documentary: ['dokumentarfilme?', 'dokus?'],
    Fantasy: ['fantasyfilme?'],
    Horror: ['horrorfilme?', 'gruselig'],
    Romance: ['liebesfilme?', 'romantisch'],
    Thriller: ['spannend(?:en|er|e)?'],
    War: ['kriegsfilme?', 'krieg'],
  },
  moods: { uplifting: ['gute laune'], dark: ['dustere?'], 'fast-paced': ['rasant'] },
  kids: ['kinder', 'kindern'],
  numbers: { zwei: 2, drei: 3, vier: 4, funf: 5 },
  ordinals: { erste: 0, ersten: 0, zweite: 1, zweiten: 1, dritte: 2, dritten: 2, letzte: -1, letzten: -1 },
  negations: ['ohne', 'kein', 'keine', 'keinen', 'nicht'],
  letters: 'äöüß',
  phrases: {
    ...NO_PHRASES,
    greetings: ['hallo', 'guten (?:morgen|tag|abend)'],
    thanks: ['danke'],
    facts: [
      { pattern: /\bwer hat (.+?) (?:gedreht|inszeniert|gemacht)$/, aspect: 'director' },
      { pattern: /\bwie lange (?:dauert|geht|lauft) (.+)$/, aspect: 'runtime' },
      { pattern: /\bworum geht es in (.+)$/, aspect: 'plot' },
    ],
    notNames: ['kinder', 'familie', 'freunden', 'zu', 'lang', 'lange', 'langen', 'kurz', 'kurze', 'kurzen'],
    notLong: ['nicht (?:zu|so|allzu) lange?[nrs]?'],
    short: ['kurze?[nrs]?'],
    long: ['lange?[nrs]?'],
    negationGaps: ['zu'],
    decadeLeads: ['jahre'],
    decadeSuffixes: ['ern', 'er'],
    articles: ['der'],
    filmCompounds: [String.raw`\p{L}+filme?n?`],
    filler: (
      'danke schon sehr heute abend ich mochte will sehen guter gute guten zwei drei ein eine einen aus den bitte mit und der die das ' +
      'jahren etwas'
    ).split(' '),
    origins: { French: ['franzosische?n?'], German: ['deutsche?n?'], English: ['englisch'] },
  },
};
