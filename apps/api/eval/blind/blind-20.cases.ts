/**
 * Blind evaluation set 20: 120 conversations typed the way people really type into the chat box (phone typos,
 * lowercase names, surnames only, possessives, half-remembered plots, film-buff jargon, parents picking for kids,
 * foreign titles), with declarative checks of the last reply judged on the starter catalog's data.
 *
 * Written without reading the assistant's code, the other evaluations or the docs (issue 39): only the case format,
 * the blind runner and the starter catalog were consulted.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import { CONFUSED_PATTERN } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

/** A list item at the start of a line (numbered or bulleted). */
const LIST_LINE = '(?:^|\\n)\\s*(?:\\d+[.)]|[-*+•])\\s+';
/** A bold film link, either `**[Title](/movie/1)**` or `[**Title**](/movie/1)`. */
const BOLD_LINK = '\\*\\*\\[[^\\]]+\\]\\(/movie/\\d+\\)\\*\\*|\\[\\*\\*[^\\]]+\\*\\*\\]\\(/movie/\\d+\\)';

export const BLIND_20_CASES: BlindCase[] = [
  // --- mood-genre ---
  {
    id: 'b20-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['ugh long week. want smth cozy and funny tonight, nothing where ppl die pls'],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy'], share: 0.67 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b20-002',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      "in the mood for a proper noir. slow burn, everyone's lying to everyone, rotten city vibes. old or new idc",
    ],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Crime', 'Mystery', 'Thriller'], share: 0.67 },
      { noGenre: ['Animation', 'Family'] },
    ],
  },
  {
    id: 'b20-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['scary movie for tonight but my bf literally faints at gore lol. so like creepy not bloody'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror', 'Thriller', 'Mystery'] },
      { genreShare: ['Horror'], share: 0.5 },
      { themeNone: 'gore|chainsaw|cannibal' },
    ],
  },
  {
    id: 'b20-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ["need something for my 6 and 8 yr olds, they're obsessed with animals rn. cartoons totally fine"],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      {
        themeShare:
          '\\b(dogs?|cats?|fox|lions?|deer|fish|clownfish|animals?|mammals|rabbits?|dragons?|bears?|wolf|wolves|panther|pupp(y|ies)|dalmatians|gosling|wildlife|rats?|boar|donkey|mice|cricket|apes?|sharks?|pigs|raccoon|dinosaurs|puss|tiger|elephant|mermaid|akita|totoro|toothless|baymax)\\b',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b20-005',
    class: 'mood-genre',
    lang: 'es',
    turns: ['algo romántico pero q no sea muy cursi, para ver con mi novia esta noche'],
    checks: [{ atLeast: 3 }, { genreAll: ['Romance'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['honestly i kinda want to cry tonight. give me a real tearjerker, the ugly crying kind'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama'], share: 0.67 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b20-007',
    class: 'mood-genre',
    lang: 'fr',
    turns: [
      "j'ai envie d'un bon western ce soir, un vrai, avec des duels au soleil et tout, genre john ford",
    ],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b20-008',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      'adrenaline. car chases explosions whatever, brain off mode. something from the last 15 yrs or so',
    ],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { yearBetween: [2008, 2026] }],
  },
  {
    id: 'b20-009',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was lustiges für heute abend? am liebsten so ne richtige 80er jahre komödie'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'de' },
    ],
  },

  // --- history ---
  {
    id: 'b20-010',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched? totally blanking lol'],
    library: {
      diary: [
        { id: 155, on: '-12d' },
        { id: 550, on: '-2d', rating: 8 },
        { id: 4232, on: '-30d' },
      ],
    },
    checks: [{ firstMovieIs: 550 }],
  },
  {
    id: 'b20-011',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year so far? feels like not enough'],
    library: {
      diary: [
        { id: 862, on: '-2d' },
        { id: 329, on: '-9d' },
        { id: 2493, on: '-40d' },
        { id: 1366, on: '-100d' },
        { id: 603, on: '2025-02-11' },
        { id: 78, on: '2024-06-01' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b20-012',
    class: 'history',
    lang: 'en',
    turns: ["anything on my watchlist that's under 2 hours? wanna start something right now"],
    library: { watchlist: [424, 77, 840430, 244786, 3112, 121] },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b20-013',
    class: 'history',
    lang: 'en',
    turns: ["based on what i rated high, what should i watch next? nothing i've already seen obv"],
    library: {
      ratings: [
        [603, 10],
        [78, 9],
        [62, 9],
        [27205, 10],
        [114, 3],
        [621, 2],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.5 }],
  },
  {
    id: 'b20-014',
    class: 'history',
    lang: 'pt',
    turns: ['qual filme eu dei a nota mais alta no meu diário?'],
    library: {
      diary: [
        { id: 278, on: '-20d', rating: 7 },
        { id: 680, on: '-15d', rating: 10 },
        { id: 13, on: '-8d', rating: 8 },
        { id: 603, on: '-3d', rating: 6 },
      ],
    },
    checks: [{ firstMovieIs: 680 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-015',
    class: 'history',
    lang: 'en',
    turns: ["did i ever watch heat?? can't remember if i logged it or just meant to"],
    library: {
      diary: [
        { id: 949, on: '2024-03-14', rating: 9 },
        { id: 807, on: '2024-05-02' },
        { id: 1422, on: '-60d' },
      ],
    },
    checks: [
      { mentionsMovie: 949 },
      { notContains: "you (haven't|have not|didn't|did not|never) (watched|logged|seen)" },
    ],
  },
  {
    id: 'b20-016',
    class: 'history',
    lang: 'en',
    turns: ["pick one thing off my watchlist for tonight, i'm in a goofy mood"],
    library: { watchlist: [424, 120467, 703, 11778, 1422, 613] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b20-017',
    class: 'history',
    lang: 'it',
    turns: ["cosa ho guardato nell'ultima settimana?"],
    library: {
      diary: [
        { id: 496243, on: '-1d' },
        { id: 129, on: '-3d' },
        { id: 1366, on: '-6d' },
        { id: 807, on: '-20d' },
        { id: 11216, on: '-45d' },
      ],
    },
    checks: [
      { onlyFrom: 'diary' },
      { mentionsAll: [496243, 129, 1366] },
      { excludesMovies: [807, 11216] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b20-018',
    class: 'history',
    lang: 'en',
    turns: [
      "i liked a bunch of stuff lately. what's the common thread? and give me 3 more in that vein i havent seen",
    ],
    library: { likes: [8392, 129, 16859, 128] },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Animation', 'Fantasy'], share: 0.67 }],
  },

  // --- small-talk ---
  {
    id: 'b20-019',
    class: 'small-talk',
    lang: 'en',
    turns: ["hey!! how's it going"],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 600 }],
  },
  {
    id: 'b20-020',
    class: 'small-talk',
    lang: 'en',
    turns: ["lol thanks that's perfect, ur a lifesaver"],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 500 }],
  },
  {
    id: 'b20-021',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, bonne soirée !'],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 400 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b20-022',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can you actually do? like can you see my watchlist or nah'],
    checks: [{ notContains: CONFUSED_PATTERN }, { contains: 'watchlist' }],
  },
  {
    id: 'b20-023',
    class: 'small-talk',
    lang: 'en',
    turns: ['r u a real person or a bot lol'],
    checks: [
      { notContains: CONFUSED_PATTERN },
      { noMovies: true },
      { contains: 'assistant|\\bbot\\b|\\bAI\\b|not a (real )?(person|human)|virtual' },
    ],
  },
  {
    id: 'b20-024',
    class: 'small-talk',
    lang: 'pt',
    turns: ['kkkk vc é muito útil, valeu 🙏'],
    checks: [{ notContains: CONFUSED_PATTERN }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-025',
    class: 'small-talk',
    lang: 'en',
    turns: ['brb gotta put the kids to bed'],
    checks: [{ notContains: CONFUSED_PATTERN }, { noMovies: true }, { maxChars: 300 }],
  },

  // --- identify ---
  {
    id: 'b20-026',
    class: 'identify',
    lang: 'en',
    turns: [
      "that one with the guy who cant make new memories and has tattoos all over and it's told backwards??",
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b20-027',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where a dude lives the same day over and over, hes a weatherman i think'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b20-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'old one, guy stuck in his apartment with a broken leg spies on the neighbours across the courtyard and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b20-029',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli donde una niña tiene que trabajar en unos baños para espíritus porque sus padres se convirtieron en cerdos',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'kids movie, grumpy old man ties a ton of balloons to his house and a little scout kid ends up tagging along',
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b20-031',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo ein schriftsteller im winter auf ein leeres hotel in den bergen aufpasst und langsam durchdreht, mit frau und kleinem sohn',
    ],
    checks: [{ firstMovieIs: 694 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b20-032',
    class: 'identify',
    lang: 'en',
    turns: [
      "there's this movie where a poor family cons their way one by one into working for a rich family and then something's in the basement. korean i think",
    ],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b20-033',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one with the guy who... ugh. he gets left behind on mars and has to grow potatoes? matt damon maybe',
    ],
    checks: [{ firstMovieIs: 286217 }],
  },
  {
    id: 'b20-034',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme de um cara que fica preso 15 anos num quarto sem saber por quê e depois é solto do nada',
    ],
    checks: [{ firstMovieIs: 670 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-035',
    class: 'identify',
    lang: 'en',
    turns: [
      'the kurosawa one where a killing in the woods gets told by like four different people and every version contradicts the others',
    ],
    checks: [{ firstMovieIs: 548 }],
  },

  // --- facts ---
  {
    id: 'b20-036',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the thing? the 80s one in antarctica w the alien that copies people'],
    checks: [{ saysDirectorOf: 1091 }],
  },
  {
    id: 'b20-037',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer, trying to figure out if i can finish it before midnight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b20-038',
    class: 'facts',
    lang: 'en',
    turns: ['what else has ward bond been in'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Ward Bond' }, { excludesMovies: [646, 658] }],
  },
  {
    id: 'b20-039',
    class: 'facts',
    lang: 'en',
    turns: ["is elijah wood in anything on here that isn't lord of the rings"],
    checks: [{ mentionsMovie: 38 }, { hasCastMember: 'Elijah Wood' }],
  },
  {
    id: 'b20-040',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur d'Amélie Poulain déjà ?"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b20-041',
    class: 'facts',
    lang: 'en',
    turns: ["shichinin no samurai runtime? heard it's like 3 and a half hours"],
    checks: [{ saysRuntimeOf: 346 }],
  },
  {
    id: 'b20-042',
    class: 'facts',
    lang: 'en',
    turns: ['who made this and what year? looks ancient lol'],
    movieId: 19,
    checks: [{ saysDirectorOf: 19 }, { saysYearOf: 19 }],
  },
  {
    id: 'b20-043',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto il buono il brutto e il cattivo? e quanto dura?'],
    checks: [{ saysDirectorOf: 429 }, { saysRuntimeOf: 429 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b20-044',
    class: 'facts',
    lang: 'en',
    turns: ['was heat the one with deniro and pacino or am i mixing it up with something'],
    checks: [{ saysCastOf: 949, count: 2 }],
  },
  {
    id: 'b20-045',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat bei das leben der anderen regie geführt'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }],
  },

  // --- two-people ---
  {
    id: 'b20-046',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with caine and nolan together?'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Michael Caine' }, { directedBy: 'Christopher Nolan' }],
  },
  {
    id: 'b20-047',
    class: 'two-people',
    lang: 'en',
    turns: ["deniro and scorcese, what's there"],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b20-048',
    class: 'two-people',
    lang: 'en',
    turns: ['anything w bogart n lorre both in it'],
    checks: [
      { hasCastMember: 'Humphrey Bogart' },
      { hasCastMember: 'Peter Lorre' },
      { mentionsAll: [963, 289] },
    ],
  },
  {
    id: 'b20-049',
    class: 'two-people',
    lang: 'en',
    turns: ['pegg and frost movies pls'],
    checks: [{ hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }, { mentionsAll: [747, 4638] }],
  },
  {
    id: 'b20-050',
    class: 'two-people',
    lang: 'en',
    turns: ['jimmy stewart and hitchcok did a couple together right? which ones'],
    checks: [
      { hasCastMember: 'James Stewart' },
      { directedBy: 'Alfred Hitchcock' },
      { mentionsAll: [567, 426] },
    ],
  },
  {
    id: 'b20-051',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de leone con clint eastwood'],
    checks: [
      { directedBy: 'Sergio Leone' },
      { hasCastMember: 'Clint Eastwood' },
      { mentionsAll: [391, 429] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b20-052',
    class: 'two-people',
    lang: 'en',
    turns: ['steve mcqueen and charles bronson in the same movie, does that exist'],
    checks: [
      { hasCastMember: 'Steve McQueen' },
      { hasCastMember: 'Charles Bronson' },
      { mentionsAll: [966, 5925] },
    ],
  },
  {
    id: 'b20-053',
    class: 'two-people',
    lang: 'fr',
    turns: ['des films avec tom hardy et cillian murphy ensemble ?'],
    checks: [
      { hasCastMember: 'Tom Hardy' },
      { hasCastMember: 'Cillian Murphy' },
      { mentionsAll: [27205, 374720] },
      { replyLanguage: 'fr' },
    ],
  },

  // --- likeness ---
  {
    id: 'b20-054',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! more whodunits like that?'],
    checks: [{ atLeast: 3 }, { excludesMovies: [546554] }, { genreShare: ['Mystery', 'Crime'], share: 0.67 }],
  },
  {
    id: 'b20-055',
    class: 'likeness',
    lang: 'en',
    turns: ['something w the same vibe as blade runner. moody, rainy, neo-noir sci fi'],
    checks: [{ atLeast: 3 }, { excludesMovies: [78] }, { genreShare: ['Science Fiction'], share: 0.67 }],
  },
  {
    id: 'b20-056',
    class: 'likeness',
    lang: 'en',
    turns: ['my kid has watched encanto like 40 times. anything similar so i can keep my sanity'],
    checks: [{ atLeast: 3 }, { excludesMovies: [568124] }, { genreAll: ['Family', 'Animation'] }],
  },
  {
    id: 'b20-057',
    class: 'likeness',
    lang: 'en',
    turns: ['a mix of alien and the thing. claustrophobic monster picking people off somewhere isolated'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [348, 1091] },
      { likeSeeds: [348, 1091], share: 0.5 },
      { genreShare: ['Horror', 'Science Fiction'], share: 0.67 },
    ],
  },
  {
    id: 'b20-058',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie die fabelhafte welt der amélie?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.67 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b20-059',
    class: 'likeness',
    lang: 'en',
    turns: ['more like this one pls'],
    movieId: 244786,
    checks: [{ atLeast: 3 }, { excludesMovies: [244786] }, { likeSeeds: [244786], share: 0.8 }],
  },
  {
    id: 'b20-060',
    class: 'likeness',
    lang: 'pt',
    turns: ['gostei muito de cidade de deus, tem outros parecidos?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [598] },
      { likeSeeds: [598], share: 0.67 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b20-061',
    class: 'likeness',
    lang: 'en',
    turns: ['hot fuzz meets die hard?? is that a thing'],
    checks: [{ atLeast: 2 }, { excludesMovies: [4638, 562] }, { likeSeeds: [4638, 562], share: 0.5 }],
  },
  {
    id: 'b20-062',
    class: 'likeness',
    lang: 'en',
    turns: ['loved the shining and clockwork orange. more stuff like those two, kubrik-ish vibes'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [694, 185] },
      { genreShare: ['Drama', 'Thriller', 'Horror', 'Science Fiction'], share: 0.67 },
    ],
  },

  // --- original-language ---
  {
    id: 'b20-063',
    class: 'original-language',
    lang: 'en',
    turns: ["any good japanese films that aren't anime"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b20-064',
    class: 'original-language',
    lang: 'en',
    turns: ['give me some italian cinema, and not just the spaghetti westerns lol'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { mentionsAll: [11216, 637] }],
  },
  {
    id: 'b20-065',
    class: 'original-language',
    lang: 'es',
    turns: ['quiero ver cine coreano, qué me recomiendas?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-066',
    class: 'original-language',
    lang: 'en',
    turns: ['french films? subtitles are fine, my gf is learning french'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b20-067',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme bitte, also wirklich original auf deutsch gedreht'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b20-068',
    class: 'original-language',
    lang: 'en',
    turns: ['something not in english tonight, maybe a thriller?'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { genreShare: ['Thriller'], share: 0.5 }],
  },
  {
    id: 'b20-069',
    class: 'original-language',
    lang: 'it',
    turns: ["film in lingua originale giapponese, anche l'animazione va benissimo"],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b20-070',
    class: 'original-language',
    lang: 'en',
    turns: ['hindi movies? my mom wants bollywood tonight'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'hi' }],
  },
  {
    id: 'b20-071',
    class: 'original-language',
    lang: 'en',
    turns: ["lang's german stuff, the silent era and early talkies. what's on here"],
    checks: [{ atLeast: 2 }, { directedBy: 'Fritz Lang' }, { originalLanguage: 'de' }],
  },

  // --- time-budget ---
  {
    id: 'b20-072',
    class: 'time-budget',
    lang: 'en',
    turns: ["anything w emma stone that's not super long? i've got like 2h15 max"],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Emma Stone' }, { runtimeAtMost: 135 }],
  },
  {
    id: 'b20-073',
    class: 'time-budget',
    lang: 'en',
    turns: ["what's a good movie under 100 min, horror if possible"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }, { genreShare: ['Horror'], share: 0.5 }],
  },
  {
    id: 'b20-074',
    class: 'time-budget',
    lang: 'en',
    turns: ["kids bedtime is 8 and it's 6:30 now so like under 90 min?? something animated"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { genreAll: ['Family'] }],
  },
  {
    id: 'b20-075',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un film de moins de deux heures, plutôt science-fiction'],
    checks: [
      { atLeast: 3 },
      { runtimeAtMost: 120 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b20-076',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have the whole sunday and i want an EPIC. 3 hours plus, bring it'],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b20-077',
    class: 'time-budget',
    lang: 'en',
    turns: ['something shorter than the godfather but just as good lol. crime ideally'],
    checks: [
      { atLeast: 3 },
      { shorterThan: 238 },
      { excludesMovies: [238] },
      { genreShare: ['Crime'], share: 0.67 },
    ],
  },
  {
    id: 'b20-078',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho uns 80 minutos só, algo leve?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 85 }, { noGenre: ['Horror', 'War'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-079',
    class: 'time-budget',
    lang: 'en',
    turns: ['will smith movie but not a long one, under 2 hrs'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Will Smith' }, { runtimeAtMost: 120 }],
  },

  // --- themes ---
  {
    id: 'b20-080',
    class: 'themes',
    lang: 'en',
    turns: ['heist movies!! the more elaborate the plan the better'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          '\\b(heists?|robs?|robbery|robbers?|steals?|stolen|thief|thieves|theft|score|vault|con artist|break-in|burglars?)\\b',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b20-081',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots or AI? not necessarily the evil killer kind'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|artificial|\\bAI\\b|android|cyborg|machine|computer|replicant|HAL 9000|operating system|terminator',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b20-082',
    class: 'themes',
    lang: 'en',
    turns: ['time travel stuff? loops, paradoxes, all that'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'time[- ]travel|back in time|into the past|travel back|same day|same february|reliving|from the future|sent back|in time from|wormhole|undo the damage|terminator',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b20-083',
    class: 'themes',
    lang: 'es',
    turns: ['pelis sobre la segunda guerra mundial porfa'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'world war ii|second world war|nazi|hitler|1940|1945|holocaust|d-day|third reich|iwo jima|okinawa|dunkirk|bletchley|enigma|warsaw|führer',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b20-084',
    class: 'themes',
    lang: 'en',
    turns: ['films about journalists or reporters chasing a story'],
    checks: [{ atLeast: 3 }, { themeShare: 'journalist|reporter|newspaper|news anchor', share: 0.6 }],
  },
  {
    id: 'b20-085',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la musique, genre des musiciens, des groupes, ce genre de trucs'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          '\\b(music|musical|musicians?|bands?|singer|singing|songs?|songwriting|jazz|pianist|drummer|concert|guitar|guitarist|rock|rockabilly)\\b|freddie mercury|johnny cash',
        share: 0.6,
      },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b20-086',
    class: 'themes',
    lang: 'en',
    turns: ["my daughter is 10 and loves anything w dragons or magic, what's safe for her"],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror'] },
      { themeShare: 'dragon|magic|wizard|witch|spell|enchant|fairy|sorcer|genie|curse', share: 0.6 },
    ],
  },
  {
    id: 'b20-087',
    class: 'themes',
    lang: 'en',
    turns: ['zombie movies. go'],
    checks: [{ atLeast: 2 }, { themeShare: 'zombie|dead rise|dead start rising|living dead', share: 0.67 }],
  },

  // --- follow-ups ---
  {
    id: 'b20-088',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend a few 90s thrillers', "ok which of those is the shortest? i'm tired lol"],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b20-089',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good sci fi from the 2010s', 'who directed the 2nd one u said'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b20-090',
    class: 'follow-ups',
    lang: 'en',
    turns: ['comedies for date night w my wife', 'seen all of those lol. others? no repeats pls'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreShare: ['Comedy', 'Romance'], share: 0.67 }],
  },
  {
    id: 'b20-091',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de terror', 'y cuánto dura la primera?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-092',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what are some tarantion films', 'ok just the ones under 2 and a half hours'],
    checks: [{ atLeast: 2 }, { directedBy: 'Quentin Tarantino' }, { runtimeAtMost: 150 }],
  },
  {
    id: 'b20-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['need a movie for family night, kids are 7 and 10', 'the first one sounds good. how long is it'],
    checks: [{ saysRuntimeOfPrevious: 1 }],
  },
  {
    id: 'b20-094',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ich suche einen guten krimi', 'gibts sowas auch als deutschen film?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b20-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed jaws', 'what else did he make? anything not about sharks lol'],
    checks: [{ atLeast: 3 }, { directedBy: 'Steven Spielberg' }, { excludesMovies: [578] }],
  },
  {
    id: 'b20-096',
    class: 'follow-ups',
    lang: 'it',
    turns: ["consigliami dei film d'animazione", 'qualcosa di più vecchio? tipo prima del 1990'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { yearBetween: [1900, 1989] },
      { replyLanguage: 'it' },
    ],
  },

  // --- reply-language ---
  {
    id: 'b20-097',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola! busco una comedia para ver con mis padres, nada muy subido de tono'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-098',
    class: 'reply-language',
    lang: 'en',
    turns: [
      "can you answer in spanish from now on? practicing lol. what's a good animated movie for tonight",
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b20-099',
    class: 'reply-language',
    lang: 'fr',
    turns: ["salut, tu peux me conseiller un film d'horreur pas trop violent ?"],
    checks: [{ atLeast: 2 }, { genreShare: ['Horror'], share: 0.5 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b20-100',
    class: 'reply-language',
    lang: 'fr',
    turns: ['je cherche un film avec jean reno'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Jean Reno' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b20-101',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir einen film mit tom hanks empfehlen? bitte auf deutsch antworten'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b20-102',
    class: 'reply-language',
    lang: 'de',
    turns: ['Hallo, was ist ein guter Science-Fiction-Film der nicht so lang ist? max 2 Stunden'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b20-103',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi, me indica um filme de romance bem bonito?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-104',
    class: 'reply-language',
    lang: 'pt',
    turns: ['quero um filme brasileiro, ou pelo menos falado em português'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'pt' }, { mentionsMovie: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b20-105',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao! un bel film di fantascienza anni 80?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b20-106',
    class: 'reply-language',
    lang: 'it',
    turns: ['rispondimi in italiano per favore: chi ha diretto Nuovo Cinema Paradiso?'],
    checks: [{ saysDirectorOf: 11216 }, { replyLanguage: 'it' }],
  },

  // --- group ---
  {
    id: 'b20-107',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she wants romance i want action. help'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b20-108',
    class: 'group',
    lang: 'en',
    turns: ['family movie night: a 5yo, a 12yo who thinks everything is babyish, and grandma. ideas?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b20-109',
    class: 'group',
    lang: 'en',
    turns: [
      "4 of us. one loves horror, one hates it, two just want to laugh. is there like a horror comedy that isn't too scary",
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { genreShare: ['Horror'], share: 0.5 }],
  },
  {
    id: 'b20-110',
    class: 'group',
    lang: 'es',
    turns: [
      'somos tres: a uno le gusta la ciencia ficción, a otro los dibujos animados y yo quiero algo de aventuras',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Science Fiction', 'Animation', 'Adventure'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b20-111',
    class: 'group',
    lang: 'en',
    turns: [
      "watching with my dad who only likes westerns and my little brother who's 9. is there a western thats ok for a kid??",
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Western'] },
      { excludesMovies: [576, 33, 68718, 273248, 391, 11969] },
    ],
  },
  {
    id: 'b20-112',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu viert, zwei wollen was lustiges, zwei was spannendes. gibts was das beides ist?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { genreAll: ['Thriller', 'Crime', 'Mystery', 'Action'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b20-113',
    class: 'group',
    lang: 'en',
    turns: ['girls night, 3 of us. one wants something scary, one wants a musical, i want a good cry. go'],
    checks: [{ atLeast: 3 }, { genreCovers: ['Horror', 'Music', 'Drama'] }],
  },

  // --- markdown ---
  {
    id: 'b20-114',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 5 sci fi movies, just a plain list, titles and years only, no descriptions'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }, { maxChars: 700 }],
  },
  {
    id: 'b20-115',
    class: 'markdown',
    lang: 'en',
    turns: ['keep it under 300 characters: one horror movie under 90 min. just one'],
    checks: [{ exactly: 1 }, { genreAll: ['Horror'] }, { runtimeAtMost: 90 }, { maxChars: 300 }],
  },
  {
    id: 'b20-116',
    class: 'markdown',
    lang: 'en',
    turns: ['can u bold the titles? want 3 family comedies'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Family'] },
      { genreAll: ['Comedy'] },
      { contains: BOLD_LINK },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b20-117',
    class: 'markdown',
    lang: 'fr',
    turns: ['trois films de guerre, en liste à puces, une phrase chacun max'],
    checks: [
      { exactly: 3 },
      { genreAll: ['War'] },
      { rendersMarkdown: true },
      { maxChars: 900 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b20-118',
    class: 'markdown',
    lang: 'en',
    turns: ['no lists please, just talk to me like a friend would: one cozy movie for a rainy afternoon'],
    checks: [
      { atLeast: 1 },
      { atMost: 2 },
      { noGenre: ['Horror', 'War'] },
      { notContains: LIST_LINE },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b20-119',
    class: 'markdown',
    lang: 'it',
    turns: ["dammi 4 film d'animazione in un elenco numerato, nient'altro"],
    checks: [
      { exactly: 4 },
      { genreAll: ['Animation'] },
      { contains: '(?:^|\\n)\\s*1[.)]\\s' },
      { rendersMarkdown: true },
      { maxChars: 600 },
    ],
  },
  {
    id: 'b20-120',
    class: 'markdown',
    lang: 'en',
    turns: ['nolans top 3 ranked, numbered list, one line each on why'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Christopher Nolan' },
      { contains: '(?:^|\\n)\\s*1[.)]\\s[\\s\\S]*\\n\\s*2[.)]\\s[\\s\\S]*\\n\\s*3[.)]\\s' },
      { rendersMarkdown: true },
    ],
  },
];
