/**
 * Blind chat evaluation, set 38: weighted towards identifying a half-remembered film (25: a plot told the way a fan
 * retells it, a famous scene or line, the ending, "the one with <actor>", a setting, a detail slightly wrong) and
 * "like X" requests (25: one or two seeds named casually or by their local title, on a film's page and off it, with
 * a change asked for: shorter, older, newer, not in English, animated, without its scary side, for a kid). Then
 * facts (12: director, runtime, year, cast, "is X in Y", which came first, how many films of a director the site
 * has, what a film is about), group picks (12: tastes that differ, kids, a time limit, a hated genre), formatted
 * lists (10: numbered, bullets, ranked, a year or director next to each), a signed-in user's own library (8, filed
 * under the 'history' class: last watched, best and worst rated, count this year, a named month, watchlist within
 * a time budget, more like what they loved) and follow-ups over two or three turns (8: "the second one", "the
 * shortest of those", "anything older", "who directed the third"). Prompts are typed the way people type into a
 * chat box (lowercase, dropped accents and umlauts, "vc", "q", "stp", typos, run-on sentences, emoji): 35 in
 * English, 15 each in Portuguese (Brazilian and European), German and French, 10 each in Spanish and Italian; every
 * non-English case also checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 *
 * As written: 80 / 100 on the starter catalog (scored once, before anyone read a failure).
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|find what)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te )?(?:he )?entend|no s[eé] (?:a qu[eé]|qu[eé] pel)|pas (?:bien )?compris|' +
  'nicht (?:ganz )?verstanden|n[aã]o (?:entendi|percebi)|non ho capito|non capisco';

export const BLIND_38_CASES: BlindCase[] = [
  // --- identify: a half-remembered film, told in a fan's words (25) ---
  {
    id: 'b38-001',
    class: 'identify',
    lang: 'en',
    turns: [
      'that movie where the guy cant remember anything for more than like 5 minutes so he writes stuff all over his body and snaps instant photos of everyone while hunting the guy who murdered his wife. pretty sure its from the 90s',
    ],
    checks: [{ mentionsMovie: 77 }, { atMost: 3 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-002',
    class: 'identify',
    lang: 'en',
    turns: [
      'film where jim carrey slowly figures out his entire life is a tv broadcast and everyone he knows is an actor, at the end he sails his boat right into the painted sky',
    ],
    checks: [{ firstMovieIs: 37165 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-003',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one where tom hanks is stuck alone for years and his only buddy is a ball with a bloody handprint face he calls wilson',
    ],
    checks: [{ firstMovieIs: 8358 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-004',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie about a kid who plays drums at some fancy music school and his insane teacher who throws a chair at his head. "not quite my tempo" lol',
    ],
    checks: [{ firstMovieIs: 244786 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-005',
    class: 'identify',
    lang: 'en',
    turns: [
      'weird one w jared leto where hes like a super old man in the future and it keeps jumping between all the different lives he couldve had depending on which parent he went with when he was little',
    ],
    checks: [{ mentionsMovie: 31011 }, { atMost: 3 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-006',
    class: 'identify',
    lang: 'en',
    turns: [
      'what was that film where a guy in a punk/metal duo suddenly cant hear anymore and ends up living at some retreat out in the country run by a guy who also cant hear? riz ahmed i think',
    ],
    checks: [{ firstMovieIs: 502033 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-007',
    class: 'identify',
    lang: 'en',
    turns: [
      'old black and white one, it starts with a dead guy floating face down in a pool and theres this faded actress from the silent days who thinks shes making a big comeback. "im ready for my close up"',
    ],
    checks: [{ firstMovieIs: 599 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-008',
    class: 'identify',
    lang: 'en',
    turns: [
      'there was a family movie by scorsese?? a boy secretly living in a big railway terminus in paris keeping all the clocks going, and a little wind-up robot that draws a picture of the moon',
    ],
    checks: [{ firstMovieIs: 44826 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-009',
    class: 'identify',
    lang: 'en',
    turns: [
      'creepy old movie, robert mitchum as a fake preacher with L-O-V-E and H-A-T-E inked on his fingers going after two little kids who know where their dad hid the cash. they get away in a little rowboat',
    ],
    checks: [{ mentionsMovie: 3112 }, { atMost: 3 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-010',
    class: 'identify',
    lang: 'pt',
    turns: [
      'como chama aquele filme q o cara da previsao do tempo fica preso no mesmo dia e acorda sempre com a mesma musica tocando no radio kkk',
    ],
    checks: [{ firstMovieIs: 137 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-011',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme do cao que fica anos e anos a espera do dono na estacao de comboios, chorei baba e ranho. entra o richard gere',
    ],
    checks: [{ firstMovieIs: 28178 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-012',
    class: 'identify',
    lang: 'pt',
    turns: [
      'filme do menininho que enxerga gente morta e o bruce willis tenta ajudar ele, o final me deixou de boca aberta',
    ],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-013',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é o filme coreano de zumbi que se passa quase todo dentro de um trem? tem um pai e a filhinha dele',
    ],
    checks: [{ firstMovieIs: 396535 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-014',
    class: 'identify',
    lang: 'de',
    turns: [
      'film ueber so einen stasi typen der die wohnung von einem autor verwanzt, alles mithoert und am ende irgendwie auf dessen seite steht. ddr, 80er',
    ],
    checks: [{ firstMovieIs: 582 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-015',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hiess nochmal der italienische film wo der vater seinem kleinen sohn im lager weismacht das alles nur ein spiel ist und man punkte fuer einen echten panzer sammelt',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-016',
    class: 'identify',
    lang: 'de',
    turns: [
      'alter film, ein typ faehrt durch die wueste und wird die ganze zeit von nem rostigen lkw gejagt, den fahrer sieht man nie. war glaub ich von spielberg',
    ],
    checks: [{ firstMovieIs: 839 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-017',
    class: 'identify',
    lang: 'de',
    turns: ['der film wo joaquin phoenix sich in die stimme von seinem handy betriebssystem verliebt?'],
    checks: [{ firstMovieIs: 152601 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-018',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le hitchcock ou le mec a la jambe dans le platre mate ses voisins avec ses jumelles et croit qu'un d'eux a tue sa femme",
    ],
    checks: [{ firstMovieIs: 567 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-019',
    class: 'identify',
    lang: 'fr',
    turns: [
      "un film avec une petite fille pendant la guerre en espagne, y a un monstre tout pale avec les yeux dans les mains qui bouffe des fees, j'en ai fait des cauchemars",
    ],
    checks: [{ firstMovieIs: 1417 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-020',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film ou jim carrey et kate winslet se font chacun effacer leurs souvenirs de l autre apres avoir rompu',
    ],
    checks: [{ firstMovieIs: 38 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-021',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'etait un dessin anime sur netflix, un facteur fils a papa envoye sur une ile toute gelee qui devient pote avec un vieux barbu qui fabrique des jouets en bois... en gros comment le pere noel est ne",
    ],
    checks: [{ firstMovieIs: 508965 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-022',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli del abuelito gruñon que ata un monton de globos a su casa y sale volando, y sin querer se lleva a un nene scout',
    ],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-023',
    class: 'identify',
    lang: 'es',
    turns: [
      'una de animacion medio tetrica donde una nena encuentra una puertita en la pared y del otro lado hay otra mama con botones en vez de ojos',
    ],
    checks: [{ firstMovieIs: 14836 }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-024',
    class: 'identify',
    lang: 'it',
    turns: [
      'film italiano del bambino che passa le giornate in cabina di proiezione con alfredo, e alla fine da grande guarda tutti i baci che il prete faceva tagliare',
    ],
    checks: [{ firstMovieIs: 11216 }, { replyLanguage: 'it' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-025',
    class: 'identify',
    lang: 'it',
    turns: [
      'in bianco e nero, tutto girato in una stanza sola, dei giurati devono decidere su un ragazzo e solo uno vota non colpevole. come si chiama?',
    ],
    checks: [{ firstMovieIs: 389 }, { replyLanguage: 'it' }, { notContains: CONFUSED }],
  },

  // --- likeness: "like X", with or without a change asked for (25) ---
  {
    id: 'b38-026',
    class: 'likeness',
    lang: 'en',
    turns: ['something like knives out? love a good whodunit'],
    checks: [{ atLeast: 3 }, { likeSeeds: [546554], share: 0.6 }, { excludesMovies: [546554] }],
  },
  {
    id: 'b38-027',
    class: 'likeness',
    lang: 'en',
    turns: ['i want more stuff like alien but newer, the original is a bit too dated for my bf'],
    checks: [{ atLeast: 2 }, { newerThan: 348 }, { likeSeeds: [348], share: 0.6 }, { excludesMovies: [348] }],
  },
  {
    id: 'b38-028',
    class: 'likeness',
    lang: 'en',
    movieId: 1124,
    turns: ['more like this one but shorter pls'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 1124 },
      { likeSeeds: [1124], share: 0.6 },
      { excludesMovies: [1124] },
    ],
  },
  {
    id: 'b38-029',
    class: 'likeness',
    lang: 'en',
    turns: ['my kid is obsessed with moana, watched it like 40 times. what else would she like?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [277834] },
    ],
  },
  {
    id: 'b38-030',
    class: 'likeness',
    lang: 'en',
    turns: ['loved arrival and interstellar, what should i watch next'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [329865, 157336], share: 0.6 },
      { excludesMovies: [329865, 157336] },
    ],
  },
  {
    id: 'b38-031',
    class: 'likeness',
    lang: 'en',
    turns: ['anything similar to pulp fiction but not in english? fine with subtitles'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [680], share: 0.6 },
      { excludesMovies: [680] },
    ],
  },
  {
    id: 'b38-032',
    class: 'likeness',
    lang: 'en',
    turns: [
      'i liked the mystery part of get out but im not a horror person at all. something like it minus the horror?',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [419430], share: 0.6 },
      { excludesMovies: [419430] },
    ],
  },
  {
    id: 'b38-033',
    class: 'likeness',
    lang: 'en',
    turns: ['grand budapest hotel vibes but an older film, before 2000'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1999] },
      { likeSeeds: [120467], share: 0.6 },
      { excludesMovies: [120467] },
    ],
  },
  {
    id: 'b38-034',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['what else is like this but animated?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { likeSeeds: [603], share: 0.6 },
      { excludesMovies: [603] },
    ],
  },
  {
    id: 'b38-035',
    class: 'likeness',
    lang: 'pt',
    turns: ['algum filme tipo toy story pra minha filha de 6 anos? ela ama'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [862] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-036',
    class: 'likeness',
    lang: 'pt',
    turns: ['gostei imenso do cidade de deus, ha mais filmes assim?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.6 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-037',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero um filme parecido com o poderoso chefao mas mais curto, nao tenho 3h hoje'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.6 },
      { excludesMovies: [238] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-038',
    class: 'likeness',
    lang: 'pt',
    movieId: 10191,
    turns: ['vc tem mais desse estilo? mas q nao seja animacao, com gente de verdade'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation'] },
      { likeSeeds: [10191], share: 0.6 },
      { excludesMovies: [10191] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-039',
    class: 'likeness',
    lang: 'de',
    turns: ['hab gestern das leben der anderen gesehen, sowas in der art bitte'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [582], share: 0.6 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-040',
    class: 'likeness',
    lang: 'de',
    turns: ['mein sohn (8) liebt findet nemo, was koennte ihm noch gefallen?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [12] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-041',
    class: 'likeness',
    lang: 'de',
    movieId: 27205,
    turns: ['gibts sowas aehnliches aber aelter? also vor 2000'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1999] },
      { likeSeeds: [27205], share: 0.6 },
      { excludesMovies: [27205] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-042',
    class: 'likeness',
    lang: 'de',
    turns: ['zurueck in die zukunft fand ich mega, was soll ich als naechstes gucken'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [105], share: 0.6 },
      { excludesMovies: [105] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-043',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film dans le genre de intouchables ? on a adoré en famille'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [77338], share: 0.6 },
      { excludesMovies: [77338] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-044',
    class: 'likeness',
    lang: 'fr',
    turns: ["qqch comme le voyage de chihiro mais qui soit pas japonais stp, j'ai deja vu tous les ghibli"],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'ja' },
      { likeSeeds: [129], share: 0.6 },
      { excludesMovies: [129] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-045',
    class: 'likeness',
    lang: 'fr',
    movieId: 1091,
    turns: ["la meme ambiance mais sans le cote horreur, j'ai vite peur moi"],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [1091], share: 0.6 },
      { excludesMovies: [1091] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-046',
    class: 'likeness',
    lang: 'fr',
    turns: ["j'ai adoré amelie poulain, tu me conseilles quoi dans le meme esprit"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-047',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a el laberinto del fauno? me encanto'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [1417], share: 0.6 },
      { excludesMovies: [1417] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b38-048',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis como mad max fury road pero mas cortitas porfa'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 76341 },
      { likeSeeds: [76341], share: 0.6 },
      { excludesMovies: [76341] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b38-049',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo la vita è bella? mi ha fatto piangere ma lo rivedrei subito'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [637], share: 0.6 },
      { excludesMovies: [637] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b38-050',
    class: 'likeness',
    lang: 'it',
    turns: [
      'mi è piaciuto un sacco il signore degli anelli, la compagnia dell anello. altro del genere ma piu recente?',
    ],
    checks: [
      { atLeast: 2 },
      { newerThan: 120 },
      { likeSeeds: [120], share: 0.6 },
      { excludesMovies: [120] },
      { replyLanguage: 'it' },
    ],
  },

  // --- facts (12) ---
  {
    id: 'b38-051',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the thing? the 82 one with kurt russell'],
    checks: [{ saysDirectorOf: 1091 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-052',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-053',
    class: 'facts',
    lang: 'en',
    turns: ['is christopher walken in catch me if you can?'],
    checks: [{ saysCastOf: 640, count: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-054',
    class: 'facts',
    lang: 'en',
    turns: ['which came first, the birds or psycho?'],
    checks: [{ saysYearOf: 539 }, { saysYearOf: 571 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-055',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-056',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o senhor dos aneis o regresso do rei? é muito longo?'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-057',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt eigentlich in die verurteilten mit'],
    checks: [{ saysCastOf: 278, count: 2 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-058',
    class: 'facts',
    lang: 'de',
    turns: ['wie viele hitchcock filme habt ihr hier eigentlich?'],
    checks: [{ saysNumber: 6 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-059',
    class: 'facts',
    lang: 'fr',
    turns: ["le fabuleux destin d'amelie poulain il date de quelle annee deja ?"],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-060',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est quoi l'histoire de whiplash en gros ? sans spoiler"],
    checks: [{ mentionsMovie: 244786 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-061',
    class: 'facts',
    lang: 'es',
    turns: ['quien actua en el resplandor? la de kubrick'],
    checks: [{ saysCastOf: 694, count: 2 }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-062',
    class: 'facts',
    lang: 'it',
    turns: ["chi ha diretto nuovo cinema paradiso e di che anno e'?"],
    checks: [
      { saysDirectorOf: 11216 },
      { saysYearOf: 11216 },
      { replyLanguage: 'it' },
      { notContains: CONFUSED },
    ],
  },

  // --- group picks (12) ---
  {
    id: 'b38-063',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my gf tonight, she only watches romance stuff and im into sci fi. anything that works for both of us?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Science Fiction'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-064',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 5 and 9, nothing scary and under 2 hours please'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b38-065',
    class: 'group',
    lang: 'en',
    turns: [
      '4 of us tonight. one of my friends hates horror, the other two want action, and we have about 2 hours max',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { genreShare: ['Action'], share: 0.6 },
    ],
  },
  {
    id: 'b38-066',
    class: 'group',
    lang: 'en',
    turns: [
      'watching with my grandparents and my two teenage cousins this weekend. grandparents are into old classics, the teens just want to laugh. ideas?',
    ],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.5 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b38-067',
    class: 'group',
    lang: 'pt',
    turns: [
      'vamos ver um filme em 5 amigos, dois odeiam terror e o resto quer comedia, algo de ate 1h40 no max',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 100 },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-068',
    class: 'group',
    lang: 'pt',
    turns: ['sessao de cinema em casa com os miudos (4 e 7 anos) e os avos, nada de violencia por favor'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b38-069',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind zu dritt, einer schaut nur animationsfilme, die anderen zwei lieber krimis. habt ihr was fuer alle?',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Animation', 'Crime'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b38-070',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit kollegen, keiner mag kriegsfilme oder western, und bitte max 2 std'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['War', 'Western'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-071',
    class: 'group',
    lang: 'fr',
    turns: ['soiree film avec ma petite soeur de 12 ans et mes parents, un truc drole qui dure moins de 2h'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-072',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 6 en casa, hay dos nenes de 8 y 10 y los grandes queremos algo de aventura, que nos recomiendas',
    ],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Adventure'], share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b38-073',
    class: 'group',
    lang: 'es',
    turns: ['mi novio odia los musicales y yo no soporto el terror, que podemos ver juntos?'],
    checks: [{ atLeast: 2 }, { noGenre: ['Music', 'Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b38-074',
    class: 'group',
    lang: 'it',
    turns: [
      'serata con amici: a uno non piace la fantascienza, un altra si addormenta coi film lunghi. tipo un thriller sotto le 2 ore?',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Science Fiction'] },
      { genreShare: ['Thriller'], share: 0.6 },
      { runtimeAtMost: 120 },
      { replyLanguage: 'it' },
    ],
  },

  // --- markdown: lists in a requested format (10) ---
  {
    id: 'b38-075',
    class: 'markdown',
    lang: 'en',
    turns: ['give me a numbered list of 5 crime movies with the year next to each'],
    checks: [{ exactly: 5 }, { genreAll: ['Crime'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b38-076',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 animated movies ranked best to worst, bullet points pls'],
    checks: [{ exactly: 5 }, { genreAll: ['Animation'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b38-077',
    class: 'markdown',
    lang: 'en',
    turns: ['list 4 westerns for me, year and director on each line'],
    checks: [{ exactly: 4 }, { genreAll: ['Western'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b38-078',
    class: 'markdown',
    lang: 'pt',
    turns: ['me faz uma lista numerada de 6 filmes de guerra com o ano do lado'],
    checks: [{ exactly: 6 }, { genreAll: ['War'] }, { rendersMarkdown: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b38-079',
    class: 'markdown',
    lang: 'de',
    turns: ['liste mit 5 horrorfilmen bitte, nummeriert und das jahr dahinter'],
    checks: [{ exactly: 5 }, { genreAll: ['Horror'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b38-080',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi une liste a puces de 3 comedies romantiques avec l'annee"],
    checks: [
      { exactly: 3 },
      { genreAll: ['Romance'] },
      { genreAll: ['Comedy'] },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-081',
    class: 'markdown',
    lang: 'fr',
    turns: ['ton classement des 5 meilleurs films de science-fiction sortis avant 1990, numerotes stp'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1900, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b38-082',
    class: 'markdown',
    lang: 'es',
    turns: ['lista con viñetas de 4 pelis de miedo cortitas, de hora y media o menos'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Horror'] },
      { runtimeAtMost: 90 },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b38-083',
    class: 'markdown',
    lang: 'it',
    turns: ["elenco numerato di 5 film d'animazione giapponesi, con l'anno accanto"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b38-084',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai una lista di 3 drammi storici? metti anno e durata per ognuno'],
    checks: [
      { exactly: 3 },
      { genreAll: ['History'] },
      { genreAll: ['Drama'] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },

  // --- library: a signed-in user's own diary and ratings (8, class 'history') ---
  {
    id: 'b38-085',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 238, on: '-30d' },
        { id: 120467, on: '-10d', rating: 7 },
        { id: 1124, on: '-3d', rating: 8 },
      ],
    },
    turns: ['what was the last movie i watched again?'],
    checks: [{ firstMovieIs: 1124 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-086',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [278, 7],
        [157336, 10],
        [13, 6],
        [603, 8],
      ],
    },
    turns: ['whats my highest rated film'],
    checks: [{ firstMovieIs: 157336 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-087',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 105, on: 'Y0-01-15' },
        { id: 862, on: 'Y0-02-20' },
        { id: 680, on: 'Y0-03-05' },
        { id: 550, on: '-400d' },
      ],
    },
    turns: ['how many movies have i logged this year so far'],
    checks: [{ saysDiaryCountThisYear: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-088',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 14160, on: 'Y0-02-14' },
        { id: 807, on: 'Y0-03-10' },
        { id: 2062, on: 'Y0-03-22' },
        { id: 329865, on: 'Y0-04-02' },
      ],
    },
    turns: ['o que eu assisti em marco?'],
    checks: [{ mentionsAll: [807, 2062] }, { neverMentions: [14160, 329865] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b38-089',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [1891, 10],
        [11, 9],
        [862, 4],
        [10681, 5],
      ],
    },
    turns: ['empfiehl mir mehr filme wie die, die ich richtig gut bewertet hab'],
    checks: [{ atLeast: 2 }, { likeSeeds: [11], share: 0.6 }, { noneFrom: 'seen' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b38-090',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [597, 3],
        [680, 9],
        [550, 7],
        [24428, 6],
      ],
    },
    turns: ["c quoi le film que j'ai le moins aimé d'apres mes notes"],
    checks: [{ firstMovieIs: 597 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b38-091',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 862, on: '-40d' },
        { id: 129, on: '-20d', rating: 9 },
        { id: 14160, on: '-6d', rating: 7 },
      ],
    },
    turns: ['cual fue la ultima peli que vi?'],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b38-092',
    class: 'history',
    lang: 'it',
    library: { watchlist: [238, 901, 235, 1422, 680] },
    turns: ["consigliami qualcosa dalla mia watchlist, ho solo un'ora e mezza stasera"],
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 90 }, { replyLanguage: 'it' }],
  },

  // --- follow-ups: a later turn refers to the earlier answer (8) ---
  {
    id: 'b38-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some 90s thrillers', 'only ones under 2 hours', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-094',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good war movies?', 'who directed the second one'],
    checks: [{ saysDirectorOfPrevious: 2 }, { notContains: CONFUSED }],
  },
  {
    id: 'b38-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['funny movies from the 90s?', 'got anything older? like 70s or earlier'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1979] },
      { genreAll: ['Comedy'] },
      { noneFrom: 'earlier' },
    ],
  },
  {
    id: 'b38-096',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de animacao', 'e o segundo dura quanto?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b38-097',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ich such nen guten science fiction film', 'gibts auch was kuerzeres, unter 100 minuten?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { runtimeAtMost: 99 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b38-098',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de gangsters a conseiller ?', "et le plus recent de ta liste c'est lequel"],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b38-099',
    class: 'follow-ups',
    lang: 'es',
    turns: ['quiero ver algo de miyazaki', 'y la primera de que va?'],
    checks: [{ firstIsNthOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b38-100',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film con tom hanks?', 'e chi ha diretto il terzo'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'it' }],
  },
];
