/**
 * Blind chat evaluation, set 16: 120 conversations typed the way people type to a movie chat assistant. Written
 * without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case format
 * (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read. FROZEN: never
 * reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with the reason in
 * the commit message.
 */
import { CONFUSED_PATTERN } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

/** A markdown table's header separator row, e.g. `|---|---|` or `| :--- | --- |`. */
const TABLE_ROW = '\\|\\s*:?-{3,}';
/** A numbered list that starts at 1. */
const NUMBERED = '(^|\\n)\\s*1[.)]\\s';

export const BLIND_16_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // group (18)
  {
    id: 'b16-001',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night w my nephews (8 and 11) + my sister. nothing scary pls and she hates cartoons so no animated stuff',
    ],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror', 'Animation'] }, { genreShare: ['Family'], share: 0.6 }],
  },
  {
    id: 'b16-002',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight. she ONLY watches romcoms and i cant sit thru anything over 2 hours'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { runtimeAtMost: 120 },
    ],
  },
  {
    id: 'b16-003',
    class: 'group',
    lang: 'en',
    turns: [
      '4 of us, we want action. rules: no horror (jess gets nightmares) and mark refuses to read subtitles',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Action'] }, { noGenre: ['Horror'] }, { originalLanguage: 'en' }],
  },
  {
    id: 'b16-004',
    class: 'group',
    lang: 'en',
    turns: [
      "grandma's staying over with the kids (6 and 9). she only really likes the old classics, like pre 1970. anything that works for all of them?",
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { yearBetween: [1900, 1969] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b16-005',
    class: 'group',
    lang: 'en',
    turns: [
      'parents are coming over. mum wants a thriller, dad falls asleep in anything longer than 100 mins 🙄',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b16-006',
    class: 'group',
    lang: 'en',
    turns: [
      'sleepover for my daughter and 3 of her friends, theyre 14 and want something scary. but they think anything old is boring so nothing before 2000',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { yearBetween: [2000, 2030] }],
  },
  {
    id: 'b16-007',
    class: 'group',
    lang: 'en',
    turns: ['i love sci fi but my husband hates anything set in space. what can we both watch'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      {
        themeNone:
          '\\bspace\\b|spacecraft|spaceship|planet|galax|astronaut|\\bmoon\\b|\\bmars\\b|wormhole|jedi|universe',
      },
    ],
  },
  {
    id: 'b16-008',
    class: 'group',
    lang: 'en',
    turns: [
      'family movie night, kids are 5 and 7',
      'something newer, not the old disney stuff. and under 100 min, bedtime is at 8',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { yearBetween: [2000, 2030] },
      { runtimeAtMost: 100 },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b16-009',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 5 amigos y queremos una comedia, pero uno odia las de miedo y otra no aguanta los musicales jaja',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Horror', 'Music'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b16-010',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée film avec mes parents (la soixantaine), ils supportent pas la violence ni les films de guerre. moi j'aime bien les drames",
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Drama'] },
      { noGenre: ['War', 'Horror', 'Action', 'Crime'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b16-011',
    class: 'group',
    lang: 'de',
    turns: [
      'Filmabend mit meinen Kindern (7 und 10), meine Frau mag keine Zeichentrickfilme und gruselig darf es auch nicht sein',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation', 'Horror'] },
      { genreShare: ['Family'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b16-012',
    class: 'group',
    lang: 'pt',
    turns: ['eu e meu namorado hoje, ele só curte ação e eu odeio terror. e nada com mais de 2h pfv'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Action'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b16-013',
    class: 'group',
    lang: 'it',
    turns: ["serata con amici: uno odia i western, l'altra vuole ridere, e niente sopra le 2 ore"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Western'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b16-014',
    class: 'group',
    lang: 'en',
    turns: ['roommate wants horror, i want comedy. is there anything thats kinda both??'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b16-015',
    class: 'group',
    lang: 'en',
    turns: [
      '3 of us: sam wants action, priya wants a comedy and leo only watches animated stuff. give us a few options so everyone gets something',
    ],
    checks: [{ atLeast: 3 }, { genreCovers: ['Action', 'Comedy', 'Animation'] }],
  },
  {
    id: 'b16-016',
    class: 'group',
    lang: 'en',
    turns: [
      'babysitting a 4 yr old this afternoon, she cant sit still for more than an hour and a half. something gentle?',
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror', 'Thriller', 'War'] },
      { runtimeAtMost: 90 },
    ],
  },
  {
    id: 'b16-017',
    class: 'group',
    lang: 'en',
    turns: [
      'having 2 coworkers over, one of them is korean and wants to show us a movie from home, the other one cant handle horror at all',
    ],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ko' }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b16-018',
    class: 'group',
    lang: 'en',
    turns: ["anniversary night. wife loves musicals, i pass out if it's over 2 hrs lol"],
    checks: [{ atLeast: 2 }, { genreAll: ['Music'] }, { runtimeAtMost: 120 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // likeness (16)
  {
    id: 'b16-019',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! anything similar but older?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [546554], share: 0.6 },
      { olderThan: 546554 },
      { excludesMovies: [546554] },
    ],
  },
  {
    id: 'b16-020',
    class: 'likeness',
    lang: 'en',
    turns: ['something like inception but less action-y'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [27205], share: 0.6 },
      { noGenre: ['Action'] },
      { excludesMovies: [27205] },
    ],
  },
  {
    id: 'b16-021',
    class: 'likeness',
    lang: 'en',
    turns: ['parasite was amazing. more like that but not korean this time'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [496243], share: 0.6 },
      { notOriginalLanguage: 'ko' },
      { excludesMovies: [496243] },
    ],
  },
  {
    id: 'b16-022',
    class: 'likeness',
    lang: 'en',
    turns: ['want that grand budapest hotel vibe but even funnier'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { excludesMovies: [120467] }],
  },
  {
    id: 'b16-023',
    class: 'likeness',
    lang: 'en',
    turns: ['kinda want a mix of alien and jaws, whatcha got'],
    checks: [{ atLeast: 2 }, { likeSeeds: [348, 578], share: 0.6 }, { excludesMovies: [348, 578] }],
  },
  {
    id: 'b16-024',
    class: 'likeness',
    lang: 'en',
    turns: [
      "my son is obsessed with toy story but we're sick of cartoons, anything like it thats live action?",
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation'] },
      { likeSeeds: [862], share: 0.8 },
      { excludesMovies: [862] },
    ],
  },
  {
    id: 'b16-025',
    class: 'likeness',
    lang: 'en',
    movieId: 278,
    turns: ['anything like this but shorter? dont have 2.5 hrs tonight'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 278 },
      { likeSeeds: [278], share: 0.6 },
      { excludesMovies: [278] },
    ],
  },
  {
    id: 'b16-026',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like spirited away that arent japanese?'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'ja' },
      { likeSeeds: [129], share: 0.6 },
      { excludesMovies: [129] },
    ],
  },
  {
    id: 'b16-027',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like the matrix', 'ok but only stuff from the 2010s'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [2010, 2019] },
      { likeSeeds: [603], share: 0.6 },
      { excludesMovies: [603] },
    ],
  },
  {
    id: 'b16-028',
    class: 'likeness',
    lang: 'en',
    turns: ['die hard but make it funny lol'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { genreShare: ['Action', 'Thriller'], share: 0.6 },
      { excludesMovies: [562] },
    ],
  },
  {
    id: 'b16-029',
    class: 'likeness',
    lang: 'en',
    turns: ['recommend stuff like alien', 'older ones pls, nothing after 1980'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1980] },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b16-030',
    class: 'likeness',
    lang: 'es',
    turns: ['me encantó Amélie, algo parecido pero que sea en inglés?'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { likeSeeds: [194], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b16-031',
    class: 'likeness',
    lang: 'fr',
    turns: ["j'ai adoré Intouchables, t'aurais des films du même genre mais plus récents ?"],
    checks: [
      { atLeast: 2 },
      { newerThan: 77338 },
      { likeSeeds: [77338], share: 0.6 },
      { excludesMovies: [77338] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b16-032',
    class: 'likeness',
    lang: 'de',
    turns: ['was Ähnliches wie Das Leben der Anderen, aber nicht ganz so lang?'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 582 },
      { likeSeeds: [582], share: 0.6 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b16-033',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti demais Cidade de Deus, tem algo parecido?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.7 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b16-034',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo Ritorno al futuro ma più recente?'],
    checks: [{ atLeast: 2 }, { newerThan: 105 }, { likeSeeds: [105], share: 0.6 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two-people (12)
  {
    id: 'b16-035',
    class: 'two-people',
    lang: 'en',
    turns: ['de niro and pacino in the same movie?? which ones'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b16-036',
    class: 'two-people',
    lang: 'en',
    turns: ['harrison ford movies that spielberg directed'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b16-037',
    class: 'two-people',
    lang: 'en',
    turns: ['leo dicaprio x scorsese, which ones are there'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b16-038',
    class: 'two-people',
    lang: 'en',
    turns: ['hitchcock films w jimmy stewart'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'James Stewart' }, { directedBy: 'Alfred Hitchcock' }],
  },
  {
    id: 'b16-039',
    class: 'two-people',
    lang: 'en',
    turns: ['did spielberg ever do a horror movie?'],
    checks: [
      { mentionsMovie: 578 },
      { directedBy: 'Steven Spielberg' },
      { genreAll: ['Horror', 'Thriller'] },
    ],
  },
  {
    id: 'b16-040',
    class: 'two-people',
    lang: 'en',
    turns: ['kubrick war movies'],
    checks: [{ atLeast: 2 }, { directedBy: 'Stanley Kubrick' }, { genreAll: ['War'] }],
  },
  {
    id: 'b16-041',
    class: 'two-people',
    lang: 'en',
    turns: ['simon pegg + nick frost films pls'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b16-042',
    class: 'two-people',
    lang: 'pt',
    turns: ['quais filmes do Spielberg têm o Tom Hanks?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Hanks' },
      { directedBy: 'Steven Spielberg' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b16-043',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de nolan con christian bale'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Christian Bale' },
      { directedBy: 'Christopher Nolan' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b16-044',
    class: 'two-people',
    lang: 'fr',
    turns: ['les westerns de Sergio Leone avec Clint Eastwood ?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Clint Eastwood' },
      { directedBy: 'Sergio Leone' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b16-045',
    class: 'two-people',
    lang: 'de',
    turns: ['Filme mit Tom Hanks aus den 90ern'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Tom Hanks' },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b16-046',
    class: 'two-people',
    lang: 'it',
    turns: ['film di tarantino con samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Samuel L. Jackson' },
      { directedBy: 'Quentin Tarantino' },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // time-budget (12)
  {
    id: 'b16-047',
    class: 'time-budget',
    lang: 'en',
    turns: ['got about an hour and a half before bed, something funny?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b16-048',
    class: 'time-budget',
    lang: 'en',
    turns: ["flight's 3 hours but i wanna nap for the last hour of it. thriller?"],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b16-049',
    class: 'time-budget',
    lang: 'en',
    turns: ['i want a LONG one tonight. like a proper 3 hour epic, im ready 🍿'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 160 }],
  },
  {
    id: 'b16-050',
    class: 'time-budget',
    lang: 'en',
    turns: ['train ride is 2 hours, want to finish a sci-fi before we get in'],
    checks: [{ atLeast: 1 }, { genreAll: ['Science Fiction'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b16-051',
    class: 'time-budget',
    lang: 'en',
    turns: ['only have an hour on my lunch break, is anything that short??'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 60 }],
  },
  {
    id: 'b16-052',
    class: 'time-budget',
    lang: 'en',
    turns: ['good war movies?', 'those are all so long 😩 anything under 2 hours'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b16-053',
    class: 'time-budget',
    lang: 'en',
    turns: ['horror, nothing over 100 minutes, gotta be up early'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b16-054',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media antes de que lleguen los invitados, algo de animación?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { runtimeAtMost: 90 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-055',
    class: 'time-budget',
    lang: 'fr',
    turns: ["un film de moins d'1h40, plutôt une comédie"],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 100 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b16-056',
    class: 'time-budget',
    lang: 'de',
    turns: ['heute hab ich richtig Zeit, gern ein langer Film, so 2,5 Stunden oder mehr. Drama'],
    checks: [{ atLeast: 2 }, { genreAll: ['Drama'] }, { runtimeAtLeast: 150 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b16-057',
    class: 'time-budget',
    lang: 'pt',
    turns: ['um filme curto, no máximo 1h30, de terror'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { runtimeAtMost: 90 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b16-058',
    class: 'time-budget',
    lang: 'it',
    turns: ["ho due ore scarse, un film d'avventura?"],
    checks: [{ atLeast: 1 }, { genreAll: ['Adventure'] }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (12)
  {
    id: 'b16-059',
    class: 'themes',
    lang: 'en',
    turns: ['shark movies? but not sharknado lmao'],
    checks: [{ mentionsMovie: 578 }, { excludesMovies: [205321] }],
  },
  {
    id: 'b16-060',
    class: 'themes',
    lang: 'en',
    turns: ['films about robots with a happy ending, nothing dark pls'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'robot|android|cyborg|artificial', share: 0.6 },
      { noGenre: ['Horror', 'Thriller'] },
    ],
  },
  {
    id: 'b16-061',
    class: 'themes',
    lang: 'en',
    turns: ['time travel movies but not the terminator ones'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'back in time|time.travel|the past|future|reliving|same day|same february',
        share: 0.5,
      },
      { excludesMovies: [218, 280] },
    ],
  },
  {
    id: 'b16-062',
    class: 'themes',
    lang: 'en',
    turns: ['zombie movie but a funny one'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { themeShare: 'zombie|\\bdead\\b|undead', share: 0.5 },
    ],
  },
  {
    id: 'b16-063',
    class: 'themes',
    lang: 'en',
    turns: ['mob movies that arent the godfather, ive seen those a million times'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: '\\bmob\\b|mafia|gangster|gangland|crime family|wiseguy|organized crime|cocaine',
        share: 0.6,
      },
      { excludesMovies: [238, 240, 242] },
    ],
  },
  {
    id: 'b16-064',
    class: 'themes',
    lang: 'en',
    turns: ['space exploration movies, but something hopeful not depressing'],
    checks: [
      { atLeast: 2 },
      { themeShare: '\\bspace|planet|\\bmoon\\b|\\bmars\\b|astronaut|nasa|wormhole|jupiter', share: 0.6 },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b16-065',
    class: 'themes',
    lang: 'en',
    turns: ['ww2 movies but not really battle ones, more about normal people living through it'],
    checks: [
      { atLeast: 2 },
      {
        themeShare:
          'world war ii|second world war|nazi|hitler|holocaust|concentration camp|third reich|warsaw|occupied|wartime|194[0-5]',
        share: 0.6,
      },
      { noGenre: ['Action'] },
    ],
  },
  {
    id: 'b16-066',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de boxeo?'],
    checks: [{ atLeast: 2 }, { themeShare: 'box', share: 0.6 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-067',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur des musiciens, mais pas des dessins animés svp'],
    checks: [
      { atLeast: 2 },
      {
        themeShare:
          'music|\\bband\\b|singer|singing|song|drum|pianist|jazz|composer|concert|guitar|\\brock\\b|rockabilly',
        share: 0.6,
      },
      { noGenre: ['Animation'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b16-068',
    class: 'themes',
    lang: 'de',
    turns: ['Filme über Hexen oder Zauberer, aber bitte kein Harry Potter'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'witch|wizard|magic|sorcer|spell', share: 0.6 },
      { excludesMovies: [671, 673, 12445] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b16-069',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre prisão ou fuga da cadeia'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'prison|jail|death-row|inmate|escape|convict|\\bcell\\b', share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b16-070',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati in Italia, ma niente di vecchio in bianco e nero'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'ital|\\brome\\b|sicil|riviera|venice|naples|tuscany|florence', share: 0.6 },
      { yearBetween: [1970, 2030] },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // original-language (10)
  {
    id: 'b16-071',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean movies?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b16-072',
    class: 'original-language',
    lang: 'en',
    turns: ['want a thriller thats not in english, i dont mind subtitles'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller'] }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b16-073',
    class: 'original-language',
    lang: 'en',
    turns: ['crime movies but english only, i hate reading subtitles'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime'] }, { originalLanguage: 'en' }],
  },
  {
    id: 'b16-074',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese movies that arent anime?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b16-075',
    class: 'original-language',
    lang: 'en',
    turns: ['spaghetti westerns, the real italian ones'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { genreAll: ['Western'] }],
  },
  {
    id: 'b16-076',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films français mais pas trop intellos, un truc léger'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b16-077',
    class: 'original-language',
    lang: 'es',
    turns: ['tenéis pelis en español?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-078',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche Filme, aber bitte nicht so alte'],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'de' },
      { yearBetween: [1990, 2030] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b16-079',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem algum filme brasileiro aí?'],
    checks: [{ mentionsMovie: 598 }, { originalLanguage: 'pt' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b16-080',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani che non siano western'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // mood-genre (5)
  {
    id: 'b16-081',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feeling pretty down today, need something to cheer me up'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Music'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b16-082',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a properly scary one tonight 👻'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b16-083',
    class: 'mood-genre',
    lang: 'en',
    turns: ['westerns!!! gimme the best ones'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b16-084',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero una peli romántica que me haga llorar'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance'] },
      { genreShare: ['Drama'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b16-085',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un bon documentaire pour ce soir ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Documentary'] }, { replyLanguage: 'fr' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (6)
  {
    id: 'b16-086',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year'],
    library: {
      diary: [
        { id: 603, on: '-3d', rating: 8 },
        { id: 155, on: '-15d' },
        { id: 27205, on: '-40d', rating: 9 },
        { id: 13, on: '-70d' },
        { id: 550, on: '2021-06-12' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b16-087',
    class: 'history',
    lang: 'en',
    turns: ['pick something funny off my watchlist'],
    library: { watchlist: [115, 4638, 238, 157336, 694] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b16-088',
    class: 'history',
    lang: 'en',
    turns: ["i'm into crime stuff, recommend something i havent seen yet"],
    library: {
      ratings: [
        [680, 9],
        [769, 8],
        [238, 10],
        [807, 9],
        [500, 8],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { genreAll: ['Crime'] }],
  },
  {
    id: 'b16-089',
    class: 'history',
    lang: 'en',
    turns: ["what's the movie i gave my best rating to?"],
    library: {
      ratings: [
        [680, 8],
        [13, 6],
        [550, 10],
        [862, 7],
      ],
    },
    checks: [{ firstMovieIs: 550 }],
  },
  {
    id: 'b16-090',
    class: 'history',
    lang: 'es',
    turns: ['¿cuál fue la última peli que vi?'],
    library: {
      diary: [
        { id: 603, on: '-2d' },
        { id: 105, on: '-9d' },
        { id: 862, on: '-30d' },
      ],
    },
    checks: [{ firstMovieIs: 603 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-091',
    class: 'history',
    lang: 'fr',
    turns: ["y'a quoi dans ma liste à voir qui fait moins de 2h ? c'est pour ce soir"],
    library: { watchlist: [597, 194, 76, 1637, 122] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { replyLanguage: 'fr' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small-talk (5)
  {
    id: 'b16-092',
    class: 'small-talk',
    lang: 'en',
    turns: ['hiii 👋'],
    checks: [{ notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b16-093',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a good comedy', 'perfect thanks!! 🙏'],
    checks: [{ notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b16-094',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can u actually do'],
    checks: [{ notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b16-095',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ! ça va ?'],
    checks: [{ notContains: CONFUSED_PATTERN }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b16-096',
    class: 'small-talk',
    lang: 'de',
    turns: ['Empfiehl mir eine Komödie', 'danke dir, schönen Abend noch!'],
    checks: [{ notContains: CONFUSED_PATTERN }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (5)
  {
    id: 'b16-097',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where the weatherman is stuck living the same day again and again'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b16-098',
    class: 'identify',
    lang: 'en',
    turns: ['the one where a kid sees dead people? bruce willis is the therapist guy i think'],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b16-099',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, guy with a broken leg spying on his neighbours thru the window and he thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b16-100',
    class: 'identify',
    lang: 'es',
    turns: ['¿cómo se llamaba la peli del robot que recoge basura y se enamora de otra robot?'],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-101',
    class: 'identify',
    lang: 'it',
    turns: ['come si chiama quel film dove un topo vuole fare il cuoco a Parigi?'],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (5)
  {
    id: 'b16-102',
    class: 'facts',
    lang: 'en',
    turns: ['who stars in heat? the 1995 one'],
    checks: [{ saysCastOf: 949, count: 2 }],
  },
  {
    id: 'b16-103',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather 2? need to know if i can start it now'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b16-104',
    class: 'facts',
    lang: 'en',
    movieId: 329,
    turns: ['what year did this come out'],
    checks: [{ saysYearOf: 329 }],
  },
  {
    id: 'b16-105',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht Oppenheimer eigentlich?'],
    checks: [{ saysRuntimeOf: 872585 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b16-106',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu Cidade de Deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups (6)
  {
    id: 'b16-107',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good heist movies?', 'who directed the second one'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b16-108',
    class: 'follow-ups',
    lang: 'en',
    turns: ['80s action movies', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b16-109',
    class: 'follow-ups',
    lang: 'en',
    turns: ['animated movies for kids', 'more like those but ones you havent mentioned yet'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b16-110',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de miedo que no sean muy largas', 'y de esas, ¿cuál es la más nueva?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-111',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra bons?', 'qual deles é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b16-112',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film di fantascienza anni 80', 'quanto dura il primo?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // reply-language (4)
  {
    id: 'b16-113',
    class: 'reply-language',
    lang: 'es',
    turns: ['recomiéndame una peli de ciencia ficción buena'],
    checks: [{ atLeast: 1 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b16-114',
    class: 'reply-language',
    lang: 'it',
    turns: ['recommend me a thriller', 'puoi rispondermi in italiano per favore?'],
    checks: [{ replyLanguage: 'it' }],
  },
  {
    id: 'b16-115',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica uma comédia boa pra hoje'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b16-116',
    class: 'reply-language',
    lang: 'de',
    turns: ['empfiehl mir einen guten Krimi'],
    checks: [{ atLeast: 1 }, { genreAll: ['Crime', 'Mystery', 'Thriller'] }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown (4)
  {
    id: 'b16-117',
    class: 'markdown',
    lang: 'en',
    turns: ['table of the star wars movies with year + runtime pls'],
    checks: [{ contains: TABLE_ROW }, { mentionsAll: [11, 1891, 1892] }, { rendersMarkdown: true }],
  },
  {
    id: 'b16-118',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered list of 5 comedies, just titles and years, no essays'],
    checks: [{ contains: NUMBERED }, { exactly: 5 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b16-119',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais-moi un tableau avec 4 films d'animation, avec l'année et la durée"],
    checks: [
      { contains: TABLE_ROW },
      { exactly: 4 },
      { genreAll: ['Animation'] },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b16-120',
    class: 'markdown',
    lang: 'de',
    turns: ['Gib mir 3 Thriller als nummerierte Liste, bitte ohne lange Beschreibungen'],
    checks: [
      { contains: NUMBERED },
      { exactly: 3 },
      { genreAll: ['Thriller'] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
];
