/**
 * Blind chat evaluation, set 39 (held-out): weighted towards naming a film from a half-remembered description (25:
 * plot, a famous scene, the ending, "the one with <actor>", partly wrong details, in a fan's words rather than the
 * catalog's) and "like X" requests (25: one or two seeds named casually or by their local title, with a change
 * asked for: shorter, older, newer, not in English, not animated, without its horror or its music, for a child;
 * six of them asked on the seed's own page). Then facts (12: who directed, how long, what year, who is in it,
 * which came first, how many films of a person the site has, what it is about), group picks (12: several tastes,
 * children, grandparents, a time limit, someone who hates a genre), formatted lists (10: numbered, bullets,
 * ranked, year next to each), a signed-in user's own library (8: last watched, best and worst rated, a month of the
 * diary, count this year, watchlist under two hours, more like what they loved) and follow-ups over two or three
 * turns (8: "which of those is the shortest", "who directed the second one", "the newest", "others, I've seen
 * those"). Prompts are typed as people type into a chat box (lowercase, dropped accents, typos, abbreviations,
 * emoji, half sentences): 35 in English, 15 each in Portuguese (Brazilian and European), German and French, 10
 * each in Spanish and Italian; every non-English case also checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * HELD-OUT: nobody reads this set's cases or failures; only its score is reported.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const LOST =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:you|kind)|' +
  'didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|no entiendo|pas compris|je ne comprends pas|' +
  'nicht verstanden|verstehe (?:ich )?nicht|não entendi|nao entendi|não percebi|non ho capito|non capisco';

const NUMBERED = '(?:^|\\n)\\s*1[.)]\\s';
const BULLETS = '(?:^|\\n)\\s*[-*•]\\s';
const A_YEAR = '\\b(?:19|20)\\d\\d\\b';

export const BLIND_39_CASES: BlindCase[] = [
  // --- identify: a half-remembered film, in a fan's words (25) ---
  {
    id: 'b39-001',
    class: 'identify',
    lang: 'en',
    turns: [
      'old hitchcock movie, guy stuck in his apartment with his leg in a cast, spends all day spying on the people across the yard with binoculars and thinks one of them killed his wife. cary grant maybe?',
    ],
    checks: [{ mentionsMovie: 567 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-002',
    class: 'identify',
    lang: 'en',
    turns: [
      'black and white film that opens with a dead guy floating face down in a pool and HE is the one telling the story. theres an old actress who still thinks shes a star and a creepy butler',
    ],
    checks: [{ mentionsMovie: 599 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-003',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the one thats basically all in one sweaty room, a bunch of men arguing about whether some kid did it and one guy keeps saying hold on, what if he didnt',
    ],
    checks: [{ mentionsMovie: 389 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-004',
    class: 'identify',
    lang: 'en',
    turns: [
      '80s movie where 4 kids walk along the train tracks for days to go look at a dead body?? theres a scene with leeches in a pond',
    ],
    checks: [{ mentionsMovie: 235 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-005',
    class: 'identify',
    lang: 'en',
    turns: [
      'that movie where a guy meets his girlfriends parents and the mom hypnotizes him by stirring a teacup and he falls into like a black void',
    ],
    checks: [{ mentionsMovie: 419430 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-006',
    class: 'identify',
    lang: 'en',
    turns: [
      'creepy preacher with words tattooed on his fingers going after two little kids who get away on a boat down the river. old b&w film, robert mitchum i think',
    ],
    checks: [{ mentionsMovie: 3112 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-007',
    class: 'identify',
    lang: 'en',
    turns: [
      'trying to remember the title... true story about black women doing the calculations for the nasa launches in the 60s, one of them has to run across the whole campus just to use the bathroom',
    ],
    checks: [{ mentionsMovie: 381284 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-008',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated christmas movie, a lazy rich kid mailman gets sent to some frozen island where the families are all feuding, and he ends up sort of inventing santa with a woodcutter who makes toys',
    ],
    checks: [{ mentionsMovie: 508965 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-009',
    class: 'identify',
    lang: 'en',
    turns: [
      'recent one with paul giamatti as a grumpy teacher who gets stuck looking after a student over xmas break at a boarding school, very 70s look',
    ],
    checks: [{ mentionsMovie: 840430 }, { atMost: 3 }, { notContains: LOST }],
  },
  {
    id: 'b39-010',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual o nome daquele filme do bill murray em que ele acorda todo dia no mesmo dia, tipo preso no tempo, e tem uma marmota no meio',
    ],
    checks: [{ mentionsMovie: 137 }, { atMost: 3 }, { replyLanguage: 'pt' }, { notContains: LOST }],
  },
  {
    id: 'b39-011',
    class: 'identify',
    lang: 'pt',
    turns: [
      'como se chama o filme em que o tom hanks fica sozinho numa ilha depois de o avião cair e faz amizade com uma bola de voleibol?',
    ],
    checks: [{ mentionsMovie: 8358 }, { atMost: 3 }, { replyLanguage: 'pt' }, { notContains: LOST }],
  },
  {
    id: 'b39-012',
    class: 'identify',
    lang: 'pt',
    turns: [
      'animação meio sinistra, a menina se muda e acha uma portinha escondida na parede, do outro lado tem uma mãe falsa com botões no lugar dos olhos. qual é?',
    ],
    checks: [{ mentionsMovie: 14836 }, { atMost: 3 }, { replyLanguage: 'pt' }, { notContains: LOST }],
  },
  {
    id: 'b39-013',
    class: 'identify',
    lang: 'pt',
    turns: [
      'filme do jared leto q ele é um velhinho lá no futuro e fica lembrando varias vidas diferentes dependendo do q escolheu quando era criança na estação de trem, vc sabe qual é?',
    ],
    checks: [{ mentionsMovie: 31011 }, { atMost: 3 }, { replyLanguage: 'pt' }, { notContains: LOST }],
  },
  {
    id: 'b39-014',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heisst der film mit jim carrey wo sein ganzes leben heimlich im fernsehen läuft und er am ende mit dem boot gegen den himmel fährt',
    ],
    checks: [{ mentionsMovie: 37165 }, { atMost: 3 }, { replyLanguage: 'de' }, { notContains: LOST }],
  },
  {
    id: 'b39-015',
    class: 'identify',
    lang: 'de',
    turns: [
      'deutscher film, ein stasi typ hört in ostberlin die wohnung von nem theaterautor und seiner freundin ab und fängt an sich auf deren seite zu stellen. hat nen oscar bekommen glaub ich',
    ],
    checks: [{ mentionsMovie: 582 }, { atMost: 3 }, { replyLanguage: 'de' }, { notContains: LOST }],
  },
  {
    id: 'b39-016',
    class: 'identify',
    lang: 'de',
    turns: [
      'alter film, ein mann im auto wird in der wüste von nem riesigen lkw gejagt und man sieht den fahrer nie. war das spielberg?',
    ],
    checks: [{ mentionsMovie: 839 }, { atMost: 3 }, { replyLanguage: 'de' }, { notContains: LOST }],
  },
  {
    id: 'b39-017',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film mit amy adams wo diese riesigen eiförmigen raumschiffe auftauchen und sie die kreise aus tinte von den aliens übersetzen soll',
    ],
    checks: [{ mentionsMovie: 329865 }, { atMost: 3 }, { replyLanguage: 'de' }, { notContains: LOST }],
  },
  {
    id: 'b39-018',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film où le mec oublie tout au bout de quelques minutes, il se fait tatouer des indices partout et prend des photos instantanées, et l histoire se déroule à l envers',
    ],
    checks: [{ mentionsMovie: 77 }, { atMost: 3 }, { replyLanguage: 'fr' }, { notContains: LOST }],
  },
  {
    id: 'b39-019',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c quoi le film avec le jeune batteur de jazz et le chef d'orchestre sadique qui lui lance une chaise et le gifle pour le tempo",
    ],
    checks: [{ mentionsMovie: 244786 }, { atMost: 3 }, { replyLanguage: 'fr' }, { notContains: LOST }],
  },
  {
    id: 'b39-020',
    class: 'identify',
    lang: 'fr',
    turns: [
      "un film où un type à moustache tombe amoureux de la voix de son ordi, une sorte d'IA, avec joaquin phoenix je crois",
    ],
    checks: [{ mentionsMovie: 152601 }, { atMost: 3 }, { replyLanguage: 'fr' }, { notContains: LOST }],
  },
  {
    id: 'b39-021',
    class: 'identify',
    lang: 'fr',
    turns: [
      'vieux kubrick en noir et blanc sur 14-18, des soldats français fusillés pour l exemple après une offensive ratée, kirk douglas essaie de les défendre',
    ],
    checks: [{ mentionsMovie: 975 }, { atMost: 3 }, { replyLanguage: 'fr' }, { notContains: LOST }],
  },
  {
    id: 'b39-022',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli animada del viejito gruñon que amarra un monton de globos a su casa y se va volando con un niño scout colado',
    ],
    checks: [{ mentionsMovie: 14160 }, { atMost: 3 }, { replyLanguage: 'es' }, { notContains: LOST }],
  },
  {
    id: 'b39-023',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli del baterista de una banda de metal que se empieza a quedar sordo de golpe y acaba viviendo con una comunidad de sordos',
    ],
    checks: [{ mentionsMovie: 502033 }, { atMost: 3 }, { replyLanguage: 'es' }, { notContains: LOST }],
  },
  {
    id: 'b39-024',
    class: 'identify',
    lang: 'it',
    turns: [
      'il film del cane che va ad aspettare il padrone alla stazione ogni sera anche dopo che lui è morto, con richard gere. ho pianto tantissimo 😭',
    ],
    checks: [{ mentionsMovie: 28178 }, { atMost: 3 }, { replyLanguage: 'it' }, { notContains: LOST }],
  },
  {
    id: 'b39-025',
    class: 'identify',
    lang: 'it',
    turns: [
      'film irlandese ambientato negli anni 80, un ragazzino mette su un gruppo musicale per far colpo su una ragazza e girano videoclip per dublino. come si chiama?',
    ],
    checks: [{ mentionsMovie: 369557 }, { atMost: 3 }, { replyLanguage: 'it' }, { notContains: LOST }],
  },

  // --- likeness: "like X", with or without a change asked for (25) ---
  {
    id: 'b39-026',
    class: 'likeness',
    lang: 'en',
    turns: ['something like knives out? loved the whole whodunit thing'],
    checks: [{ atLeast: 3 }, { likeSeeds: [546554], share: 0.6 }, { excludesMovies: [546554] }],
  },
  {
    id: 'b39-027',
    class: 'likeness',
    lang: 'en',
    turns: ['just watched arrival and loved it. what next? something a bit shorter tho'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 329865 },
      { likeSeeds: [329865], share: 0.6 },
      { excludesMovies: [329865] },
    ],
  },
  {
    id: 'b39-028',
    class: 'likeness',
    lang: 'en',
    movieId: 78,
    turns: ['more like this but newer pls'],
    checks: [{ atLeast: 2 }, { newerThan: 78 }, { likeSeeds: [78], share: 0.6 }, { excludesMovies: [78] }],
  },
  {
    id: 'b39-029',
    class: 'likeness',
    lang: 'en',
    turns: ['my kid loves moana, what else would she like?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Animation', 'Family'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [277834] },
    ],
  },
  {
    id: 'b39-030',
    class: 'likeness',
    lang: 'en',
    turns: ['films like heat and the departed'],
    checks: [{ atLeast: 3 }, { likeSeeds: [949, 1422], share: 0.8 }, { excludesMovies: [949, 1422] }],
  },
  {
    id: 'b39-031',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like alien but not in english? subtitles are fine'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b39-032',
    class: 'likeness',
    lang: 'en',
    turns: ['want something like jaws that my 10 year old can watch too, so no actual horror'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [578], share: 0.6 },
      { excludesMovies: [578] },
    ],
  },
  {
    id: 'b39-033',
    class: 'likeness',
    lang: 'en',
    turns: ['loved la la land but im not in the mood for a musical. something similar otherwise?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Music'] },
      { likeSeeds: [313369], share: 0.8 },
      { excludesMovies: [313369] },
    ],
  },
  {
    id: 'b39-034',
    class: 'likeness',
    lang: 'en',
    movieId: 9340,
    turns: ['anything like this thats older? want to show my kids some real classics'],
    checks: [
      { atLeast: 2 },
      { olderThan: 9340 },
      { likeSeeds: [9340], share: 0.6 },
      { excludesMovies: [9340] },
    ],
  },
  {
    id: 'b39-035',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti dms cidade de deus, tem mais algum nessa pegada?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.8 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-036',
    class: 'likeness',
    lang: 'pt',
    turns: [
      'adorei a viagem de chihiro, há alguma coisa do género mas mais curta? os miúdos não aguentam 2h',
    ],
    checks: [
      { atLeast: 2 },
      { shorterThan: 129 },
      { likeSeeds: [129], share: 0.6 },
      { excludesMovies: [129] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-037',
    class: 'likeness',
    lang: 'pt',
    movieId: 150540,
    turns: ['tem mais filmes desse tipo? pra ver com meu filho de 6 anos'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation', 'Family'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [150540] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-038',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo o padrinho mas mais recentes, dos anos 90 para cá'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1990, 2026] },
      { likeSeeds: [238], share: 0.8 },
      { excludesMovies: [238] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-039',
    class: 'likeness',
    lang: 'de',
    turns: ['suche was ähnliches wie das leben der anderen'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [582], share: 0.8 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-040',
    class: 'likeness',
    lang: 'de',
    turns: ['mein sohn (8) liebt ratatouille, was könnte ihm noch gefallen?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Animation', 'Family'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [2062] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-041',
    class: 'likeness',
    lang: 'de',
    movieId: 63,
    turns: ['gibts sowas in der art auch kürzer? max 1,5 std'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 90 },
      { likeSeeds: [63], share: 0.6 },
      { excludesMovies: [63] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-042',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie zurück in die zukunft, aber ältere bzw so richtige klassiker'],
    checks: [
      { atLeast: 2 },
      { olderThan: 105 },
      { likeSeeds: [105], share: 0.6 },
      { excludesMovies: [105] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-043',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film dans le genre d'intouchables ?"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [77338], share: 0.8 },
      { excludesMovies: [77338] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-044',
    class: 'likeness',
    lang: 'fr',
    turns: [
      "j'ai adoré le fabuleux destin d'amélie poulain, vous auriez d'autres films dans le même esprit mais pas en anglais stp",
    ],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-045',
    class: 'likeness',
    lang: 'fr',
    movieId: 1417,
    turns: ["d'autres films comme celui-ci mais sans la guerre, plutôt du fantastique pur"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Fantasy'] },
      { noGenre: ['War'] },
      { excludesMovies: [1417] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-046',
    class: 'likeness',
    lang: 'fr',
    turns: ['qqch comme seven mais plus ancien ?'],
    checks: [
      { atLeast: 2 },
      { olderThan: 807 },
      { likeSeeds: [807], share: 0.8 },
      { excludesMovies: [807] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-047',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis como toy story pero que no sean animadas, con actores de verdad'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation'] },
      { likeSeeds: [862], share: 0.6 },
      { excludesMovies: [862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b39-048',
    class: 'likeness',
    lang: 'es',
    movieId: 680,
    turns: ['algo parecido pero mas corto, no tengo dos horas y media'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 680 },
      { likeSeeds: [680], share: 0.8 },
      { excludesMovies: [680] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b39-049',
    class: 'likeness',
    lang: 'it',
    turns: ['film tipo nuovo cinema paradiso?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [11216], share: 0.8 },
      { excludesMovies: [11216] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b39-050',
    class: 'likeness',
    lang: 'it',
    turns: ['mi è piaciuto un sacco mad max fury road, qualcosa di simile ma più vecchio'],
    checks: [
      { atLeast: 2 },
      { olderThan: 76341 },
      { likeSeeds: [76341], share: 0.8 },
      { excludesMovies: [76341] },
      { replyLanguage: 'it' },
    ],
  },

  // --- facts: director, runtime, year, cast, which came first, how many, what it is about (12) ---
  {
    id: 'b39-051',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the grand budapest hotel'],
    checks: [{ saysDirectorOf: 120467 }, { notContains: LOST }],
  },
  {
    id: 'b39-052',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? trying to see if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }, { notContains: LOST }],
  },
  {
    id: 'b39-053',
    class: 'facts',
    lang: 'en',
    turns: ['is samuel l jackson in the hateful eight?'],
    checks: [{ mentionsMovie: 273248 }, { saysCastOf: 273248, count: 1 }, { notContains: LOST }],
  },
  {
    id: 'b39-054',
    class: 'facts',
    lang: 'en',
    turns: ['how many tarantino films do you guys have on here'],
    checks: [{ saysNumber: 7 }, { notContains: LOST }],
  },
  {
    id: 'b39-055',
    class: 'facts',
    lang: 'pt',
    turns: ['em q ano saiu o poderoso chefão?'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b39-056',
    class: 'facts',
    lang: 'pt',
    turns: ['quem é que entra no a vida é bela?'],
    checks: [{ saysCastOf: 637, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b39-057',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat den untergang gedreht?'],
    checks: [{ saysDirectorOf: 613 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b39-058',
    class: 'facts',
    lang: 'de',
    turns: ['was kam zuerst raus, alien oder blade runner?'],
    checks: [{ mentionsMovie: 348 }, { saysYearOf: 348 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b39-059',
    class: 'facts',
    lang: 'fr',
    turns: ["lawrence d'arabie ça dure combien de temps ?"],
    checks: [{ saysRuntimeOf: 947 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b39-060',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est quoi l'histoire de parasite ? le film coréen"],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'fr' }, { notContains: LOST }],
  },
  {
    id: 'b39-061',
    class: 'facts',
    lang: 'es',
    turns: ['quien actua en el club de la pelea'],
    checks: [{ saysCastOf: 550, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b39-062',
    class: 'facts',
    lang: 'it',
    turns: ['quanti film di miyazaki avete sul sito?'],
    checks: [{ saysNumber: 6 }, { replyLanguage: 'it' }],
  },

  // --- group: several people, tastes, children, a time limit (12) ---
  {
    id: 'b39-063',
    class: 'group',
    lang: 'en',
    turns: [
      "movie night with my gf. she's into romcoms, i'm more of an action guy. what works for both of us?",
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Action'] }, { notContains: LOST }],
  },
  {
    id: 'b39-064',
    class: 'group',
    lang: 'en',
    turns: ['family night, me + my husband + our kids (5 and 9). nothing scary and under 100 min please'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 100 },
    ],
  },
  {
    id: 'b39-065',
    class: 'group',
    lang: 'en',
    turns: [
      '4 of us tonight, one of my friends HATES horror and the other two just want to laugh. 2 hrs max',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { genreShare: ['Comedy'], share: 0.6 },
    ],
  },
  {
    id: 'b39-066',
    class: 'group',
    lang: 'en',
    turns: [
      'my dad likes westerns, my mom likes old musicals, me and my sister are into sci fi. help us pick a few for the weekend',
    ],
    checks: [{ atLeast: 3 }, { genreCovers: ['Western', 'Music', 'Science Fiction'] }],
  },
  {
    id: 'b39-067',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver filme com meus sobrinhos de 7 e 10 anos e minha vó, nada de terror nem muita violência'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror', 'War', 'Crime'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-068',
    class: 'group',
    lang: 'pt',
    turns: [
      'somos 3 cá em casa: um gosta de thrillers, outro de comédias e a minha namorada detesta filmes de guerra. sugestões?',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Thriller', 'Comedy'] },
      { noGenre: ['War'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-069',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind 5 leute, zwei wollen action, einer nur komödie, und keiner hat bock auf mehr als 2 std',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Action', 'Comedy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-070',
    class: 'group',
    lang: 'de',
    turns: [
      'schaue heute abend mit meinen eltern (beide über 70), die mögen keinen horror, keine kriegsfilme und nix mit science fiction',
    ],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror', 'War', 'Science Fiction'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b39-071',
    class: 'group',
    lang: 'fr',
    turns: ["soirée film avec ma fille de 12 ans et mon mari qui est fan de SF, pas plus d'1h45 svp"],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 105 },
      { genreShare: ['Science Fiction'], share: 0.5 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-072',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 6 en casa, mi abuela odia las pelis de miedo, los niños tienen 8 y 11 y mi hermano quiere aventura',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Adventure'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b39-073',
    class: 'group',
    lang: 'es',
    turns: ['mi novio ama el terror y yo soy mas de comedia, algo q nos guste a los dos??'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b39-074',
    class: 'group',
    lang: 'it',
    turns: ["serata tra amiche, a una piacciono i film romantici e all'altra i thriller, max due ore"],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Romance', 'Thriller'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'it' },
    ],
  },

  // --- markdown: a list in the format asked for (10) ---
  {
    id: 'b39-075',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered list of 5 pixar movies with the year next to each one'],
    checks: [
      { exactly: 5 },
      { companyAll: 'pixar' },
      { contains: NUMBERED },
      { contains: A_YEAR },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b39-076',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 nolan films ranked, bullet points pls'],
    checks: [{ exactly: 5 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
  {
    id: 'b39-077',
    class: 'markdown',
    lang: 'en',
    turns: ['list 4 westerns as bullets, just title + year, no descriptions'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Western'] },
      { contains: BULLETS },
      { contains: A_YEAR },
      { maxChars: 700 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b39-078',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais-moi une liste numérotée de 5 films d'horreur des années 80 avec l'année"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { contains: NUMBERED },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-079',
    class: 'markdown',
    lang: 'fr',
    turns: ['liste à puces : 3 films de kubrick avec leur durée'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Stanley Kubrick' },
      { contains: BULLETS },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b39-080',
    class: 'markdown',
    lang: 'pt',
    turns: ['me faz uma lista numerada dos 5 melhores filmes de guerra com o ano do lado'],
    checks: [
      { exactly: 5 },
      { genreAll: ['War'] },
      { contains: NUMBERED },
      { contains: A_YEAR },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b39-081',
    class: 'markdown',
    lang: 'de',
    turns: ['ranking der 3 besten filme mit tom hanks, nummeriert bitte'],
    checks: [
      { exactly: 3 },
      { hasCastMember: 'Tom Hanks' },
      { contains: NUMBERED },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-082',
    class: 'markdown',
    lang: 'es',
    turns: ['lista con viñetas de 4 pelis de ciencia ficcion de los 90'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
      { contains: BULLETS },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b39-083',
    class: 'markdown',
    lang: 'it',
    turns: ["elenco puntato di 5 film d'animazione giapponesi, con l'anno accanto"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { contains: BULLETS },
      { contains: A_YEAR },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b39-084',
    class: 'markdown',
    lang: 'it',
    turns: ['i film di sergio leone dal più lungo al più corto, elenco numerato'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Sergio Leone' },
      { firstMovieIs: 335 },
      { contains: NUMBERED },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },

  // --- library: a signed-in user's own diary, ratings and watchlist (8) ---
  {
    id: 'b39-085',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last?'],
    library: {
      diary: [
        { id: 1402, on: '-40d', rating: 7 },
        { id: 4011, on: '-12d' },
        { id: 244786, on: '-2d', rating: 9 },
        { id: 11036, on: '-25d', rating: 6 },
      ],
    },
    checks: [{ firstMovieIs: 244786 }, { notContains: LOST }],
  },
  {
    id: 'b39-086',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated movie'],
    library: {
      ratings: [
        [550, 7],
        [13, 10],
        [680, 8],
        [862, 6],
        [1891, 9],
      ],
    },
    checks: [{ firstMovieIs: 13 }, { notContains: LOST }],
  },
  {
    id: 'b39-087',
    class: 'history',
    lang: 'en',
    turns: ['recommend me stuff like the movies i rated highest, but nothing i already saw'],
    library: {
      ratings: [
        [329, 10],
        [105, 9],
        [601, 9],
        [37165, 4],
        [11036, 3],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { likeSeeds: [329, 105], share: 0.6 }],
  },
  {
    id: 'b39-088',
    class: 'history',
    lang: 'pt',
    turns: ['quantos filmes eu vi esse ano?'],
    library: {
      diary: [
        { id: 598, on: '-3d', rating: 9 },
        { id: 13, on: '-30d' },
        { id: 157336, on: '-90d', rating: 8 },
        { id: 8587, on: '-150d' },
        { id: 603, on: '2025-08-10', rating: 7 },
        { id: 550, on: '2025-12-20' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b39-089',
    class: 'history',
    lang: 'de',
    turns: ['was hab ich im märz so geschaut?'],
    library: {
      diary: [
        { id: 13, on: 'Y0-01-15' },
        { id: 582, on: 'Y0-03-04', rating: 9 },
        { id: 1124, on: 'Y0-03-19' },
        { id: 11324, on: 'Y0-03-27', rating: 7 },
        { id: 603, on: 'Y0-05-10' },
      ],
    },
    checks: [
      { onlyFrom: 'diary' },
      { mentionsAll: [582, 1124, 11324] },
      { excludesMovies: [13, 603] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b39-090',
    class: 'history',
    lang: 'fr',
    turns: ["c'est quoi le film que j'ai le moins bien noté ?"],
    library: {
      ratings: [
        [278, 9],
        [4011, 3],
        [155, 8],
        [621, 5],
        [807, 7],
      ],
    },
    checks: [{ firstMovieIs: 4011 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b39-091',
    class: 'history',
    lang: 'es',
    turns: ['dame algo parecido a lo que mas me gusto pero que no haya visto'],
    library: {
      ratings: [
        [496243, 10],
        [670, 9],
        [275, 5],
      ],
      likes: [496243],
    },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [496243, 670], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b39-092',
    class: 'history',
    lang: 'it',
    turns: ['cosa ho nella mia watchlist che dura meno di due ore?'],
    library: {
      watchlist: [597, 346, 2108, 703, 1578],
    },
    checks: [
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { mentionsAll: [2108, 703] },
      { replyLanguage: 'it' },
    ],
  },

  // --- follow-ups: the later turn refers to the earlier answer (8) ---
  {
    id: 'b39-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some 90s crime movies', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: LOST }],
  },
  {
    id: 'b39-094',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good animated movies for a rainy sunday?', 'who directed the second one'],
    checks: [{ saysDirectorOfPrevious: 2 }, { notContains: LOST }],
  },
  {
    id: 'b39-095',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'suggest a few sci-fi films',
      'hmm seen most of those. older ones? like before 1985',
      'ok and who directed the first one',
    ],
    checks: [{ saysDirectorOfPrevious: 1 }, { notContains: LOST }],
  },
  {
    id: 'b39-096',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de comédia romântica', 'e quanto tempo dura o primeiro?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b39-097',
    class: 'follow-ups',
    lang: 'de',
    turns: ['kriegsfilme bitte', 'hast du noch andere? die kenn ich schon alle'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { noneFrom: 'earlier' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b39-098',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films avec leonardo dicaprio ?', 'et le deuxième, il dure combien ?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b39-099',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de terror', 'y cual es la mas nueva de esas?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b39-100',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche film di fantascienza', 'il terzo chi l ha diretto?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'it' }],
  },
];
