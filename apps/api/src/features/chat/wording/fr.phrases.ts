/** French, addressing the user as 'vous', as French film sites do. */
import type { MoodLabel } from '../understanding/lexicons/language-lexicon.ts';
import {
  countIn,
  decimalComma,
  listed,
  longDate,
  spokenDecade,
  filmsNoun,
  type FilmsGrammar,
  type FilmsNoun,
  type GenreName,
  type ReplyWording,
  type ClarifyWording,
  type LibraryPhrases,
  type PeoplePhrases,
} from './reply-wording.ts';

const HELP = [
  'Je vous recommande des films du catalogue de Marquee et je réponds à vos questions à leur sujet. Vous pouvez par exemple me demander :',
  '',
  '- une ambiance : *quelque chose de joyeux*, *un film sombre*',
  "- un genre, une décennie, une durée ou une langue : *un film d'horreur des années 80*, *une comédie pas trop longue*, *un film allemand*",
  '- une personne : *des films avec Tom Hanks*, *des films réalisés par Nolan*',
  '- un film que vous avez aimé : *des films comme Inception*',
  '- une question : *qui a réalisé Alien ?*, *combien de temps dure Inception ?*, *de quoi parle Interstellar ?*',
  '',
  "Dites ensuite *d'autres* ou *plus anciens* pour continuer.",
].join('\n');

/** The films of one genre, as French names them ('des comédies', 'des films d'horreur'). */
const FILMS_OF: Record<GenreName, FilmsNoun> = {
  Action: { text: "films d'action", feminine: false },
  Adventure: { text: "films d'aventure", feminine: false },
  Animation: { text: "films d'animation", feminine: false },
  Comedy: { text: 'comédies', feminine: true },
  Crime: { text: 'films policiers', feminine: false },
  Documentary: { text: 'documentaires', feminine: false },
  Drama: { text: 'drames', feminine: false },
  Family: { text: 'films familiaux', feminine: false },
  Fantasy: { text: 'films fantastiques', feminine: false },
  History: { text: 'films historiques', feminine: false },
  Horror: { text: "films d'horreur", feminine: false },
  Music: { text: 'films musicaux', feminine: false },
  Mystery: { text: 'films à énigme', feminine: false },
  Romance: { text: 'films romantiques', feminine: false },
  'Science Fiction': { text: 'films de science-fiction', feminine: false },
  'TV Movie': { text: 'téléfilms', feminine: false },
  Thriller: { text: 'thrillers', feminine: false },
  War: { text: 'films de guerre', feminine: false },
  Western: { text: 'westerns', feminine: false },
};

const FILMS: FilmsGrammar = {
  ofGenre: FILMS_OF,
  ofGenres: (names) => `films mêlant ${listed(names, 'et')}`,
  plain: 'films',
  inLanguages: (names) => `en ${names.join(' ou en ')}`,
};

/** Moods after the noun, worded so they agree with 'films' and 'comédies' alike. */
const MOODS: Record<MoodLabel, string> = {
  uplifting: 'qui donnent le sourire',
  fun: 'drôles',
  'mind-bending': 'qui retournent le cerveau',
  emotional: 'riches en émotions',
  thrilling: 'qui tiennent en haleine',
  cozy: 'cocooning',
  dark: 'sombres',
  'slow-burn': 'à la tension lente et progressive',
  'fast-paced': 'au rythme effréné',
};

/** 'de' before a noun, elided before a vowel or a mute h ('d'intelligence artificielle'). */
const ofTopic = (topic: string) => (/^[aeiouyhàâéèêîôûœ]/i.test(topic) ? `d'${topic}` : `de ${topic}`);

/** The user's own films, a film told by its story, and messages about something else. */
const PEOPLE: PeoplePhrases = {
  and: 'et',
  noneTogether: (names, more) =>
    `Je n'ai trouvé ${more ? 'aucun autre film' : 'aucun film'} de notre catalogue réunissant ${names}. Demandez-les chacun séparément pour voir leurs films.`,
  togetherLoosened: 'Aucun de leurs films ensemble ne correspond au reste de votre demande : les voici tous.',
  filmographyIntro: (name, films, role, bestKnown) =>
    `${name} ${role === 'director' ? 'a réalisé' : 'joue dans'} ${films} film${films === 1 ? '' : 's'} de notre catalogue${bestKnown ? ' ; voici les plus connus' : ''} :`,
  filmographyNone: (name, role) =>
    `Je n'ai pas trouvé de films ${role === 'director' ? 'réalisés par' : 'avec'} ${name} dans notre catalogue.`,
  filmographyNoOther: (name, role) =>
    `Notre catalogue n'a pas d'autre film ${role === 'director' ? 'réalisé par' : 'avec'} ${name}.`,
  asDirector: 'réalisation',
  asCharacter: (character) => `dans le rôle de ${character}`,
  inCast: 'dans la distribution',
};

const CLARIFY: ClarifyWording = {
  readings: {
    recommend: 'des recommandations',
    fact: 'savoir quelque chose sur un film',
    library: 'voir vos propres films',
    identify: 'retrouver un film à partir de son histoire',
    group: 'des idées pour un groupe',
  },
  question: (first, second) => `Une question avant de répondre : voulez-vous ${first}, ou ${second} ?`,
  picks: {
    recommend: ['recommand\\w*', 'conseil\\w*', 'suggestions?', 'idees', 'une liste', 'quelque chose a voir'],
    fact: ['une info\\w*', 'infos?', 'savoir', 'details?', 'sur (?:un|le) film'],
    library: [
      'mes (?:propres )?(?:films|notes)',
      'mon (?:journal|historique)',
      'les miens',
      "ce que j'?ai (?:vu|note)",
    ],
    identify: ['retrouver\\w*', 'le (?:nom|titre)', "lequel c'?est", 'son histoire', 'identifier'],
    group: ['(?:un )?groupe', 'ensemble', 'pour (?:nous|tout le monde)', 'amis', 'famille'],
  },
  first: ['(?:la |le )?premiere?', '1', 'option (?:1|a)'],
  second: ['(?:la |le )?seconde?', '(?:la |le )?deuxieme', '2', "l'autre", 'option (?:2|b)'],
};

const LIBRARY: LibraryPhrases = {
  lastWatchedIntro: 'Vos films les plus récents, du plus récent au plus ancien :',
  lastWatchedOne: "Voici le dernier film que vous avez vu, d'après votre journal :",
  watchedOn: (date) => `vu le ${date}`,
  yourRating: (rating) => `vous l'avez noté ${rating}/10`,
  periodIntro: (period) => `Ce que vous avez vu en ${period} :`,
  periodEmpty: (period) => `Vous n'avez noté aucun film en ${period}.`,
  diaryEmpty:
    'Votre journal est vide pour l’instant : ajoutez un film que vous avez vu et je vous en parlerai.',
  countInPeriod: (films, period) =>
    films === 1
      ? `Vous avez noté 1 film dans votre journal en ${period}.`
      : `Vous avez noté ${films} films dans votre journal en ${period}.`,
  likeLovedIntro: (titles) => `D'autres films dans l'esprit de ceux que vous avez adorés (${titles}) :`,
  becauseYouLoved: (title) => `parce que vous avez adoré ${title}`,
  nothingLovedYet:
    "Vous n'avez encore noté ni aimé aucun film : notez-en quelques-uns et je trouverai des films proches.",
  identifyIntro: 'Cela ressemble à celui-ci :',
  identifyUnsure: 'Je ne suis pas sûr du film. Ce pourrait être l’un de ceux-ci :',
  bestMatch: 'le plus proche de votre description',
  otherMatch: 'ou peut-être celui-ci',
  identifyNone:
    "Je n'arrive pas à retrouver ce film avec cette description. Un autre détail : un acteur, une année, une scène ?",
  noSequel: (title) => `Notre catalogue n'a pas de suite à ${title}.`,
  offTopic:
    'Je ne peux vous aider que pour les films : des recommandations, des infos sur un film ou votre journal. Qu’avez-vous envie de voir ?',
  seenYes: (film, date) =>
    date ? `Oui : vous avez vu ${film} le ${date}.` : `Oui : ${film} est dans vos films vus.`,
  seenNo: (film) => `Pas encore : ${film} n'est ni dans votre journal ni dans vos films vus.`,
  ratedIt: (film, rating) => `Vous avez donné ${rating} sur 10 à ${film}.`,
  notRated: (film) => `Vous n'avez pas noté ${film}.`,
  lowestIntro: 'Vos films les moins bien notés, du plus bas au plus haut :',
  lowestInPeriodIntro: (period) =>
    `Les films que vous avez vus en ${period}, du moins bien noté au mieux noté :`,
  highestInPeriodIntro: (period) =>
    `Les films que vous avez vus en ${period}, du mieux noté au moins bien noté :`,
  gaveIntro: (rating) => `Les films que vous avez notés ${rating}/10 :`,
  gaveNone: (rating) => `Vous n'avez noté aucun film ${rating}/10.`,
  countRated: (films, period) =>
    `Vous avez noté ${films === 1 ? '1 film' : `${films} films`} ${period ? `en ${period}` : "jusqu'ici"}.`,
  countLoved: (films) =>
    films === 1 ? "Vous avez aimé 1 film jusqu'ici." : `Vous avez aimé ${films} films jusqu'ici.`,
  highestIntro: 'Les films que vous avez le mieux notés, du meilleur au moins bon :',
  seenWith: (name) => `Les films avec ${name} que vous avez vus :`,
  seenNoneWith: (name) => `Vous n'avez encore noté aucun film avec ${name}.`,
  favoriteDirector: (name) =>
    `D'après vos notes, votre réalisateur préféré est ${name}. Ses films que vous avez le mieux notés :`,
  noFavoriteDirector: "Vous n'avez pas encore assez bien noté de films pour dégager un réalisateur préféré.",
  seenReason: 'dans vos films vus',
  seenOfKind: 'Les films de ce genre que vous avez vus :',
  seenNoneOfKind: "Aucun des films que vous avez notés n'est de ce genre.",
  ownInOrderIntro: (part, order) =>
    `${{ liked: 'Les films que vous avez aimés', rated: 'Les films que vous avez notés', watchlist: 'Les films de votre liste', seen: 'Les films que vous avez vus' }[part]}, ${{ oldest: 'du plus ancien au plus récent', newest: 'du plus récent au plus ancien', shortest: 'du plus court au plus long', longest: 'du plus long au plus court' }[order]} :`,
  ownPartEmpty: (part) =>
    ({
      liked: "Vous n'avez encore aimé aucun film.",
      rated: "Vous n'avez encore noté aucun film.",
      watchlist: 'Votre liste est vide.',
      seen: "Vous n'avez encore enregistré aucun film.",
    })[part],
};

export const FRENCH: ReplyWording<'fr'> = {
  code: 'fr',
  locale: 'fr-FR',
  phrases: {
    help: HELP,
    cannotHelp: [
      "Désolé, je n'ai pas bien compris quel genre de film vous cherchez, et je ne connais que les films de notre catalogue.",
      '',
      HELP,
    ].join('\n'),
    greeting: 'Bonjour !',
    thanks: "Avec plaisir ! Bon film. Revenez quand vous voulez pour d'autres idées. 🍿",
    goodbye: "À bientôt, et bon film ! Revenez quand vous voulez pour d'autres idées. 🍿",
    wellbeing:
      'Très bien, merci de demander ! Qu’avez-vous envie de voir : un genre, une ambiance, un acteur ?',
    identity:
      "Je suis l'assistant cinéma de Marquee : un programme, pas une personne. Je vous suggère des films du catalogue de ce site et je réponds à vos questions à leur sujet, par exemple qui a réalisé un film ou combien de temps il dure. De quoi avez-vous envie ?",
    complaint:
      "Désolé, ces suggestions ne vous ont pas plu. Dites-moi ce qui n'allait pas (trop anciens, pas la bonne ambiance, pas votre genre) ou ce que vous aimeriez, et je réessaie.",
    praise: "Merci, c'est gentil ! Quand vous voulez une autre idée, demandez-moi. 🍿",
    tip: "_Envie d'autre chose ? Demandez-en **d'autres**, des **plus anciens**, une décennie, ou des films **comme** l'un de ceux-ci._",
    counted: (count, description, all) =>
      count === 1
        ? "Notre catalogue n'en compte qu'un :"
        : `Notre catalogue compte ${count} ${description}${all ? ' :' : '. En voici quelques-uns :'}`,
    found: (description, more) =>
      `Voici ${more ? "d'autres" : 'quelques'} ${description} qui pourraient vous plaire :`,
    uplifting: (description) => `Voici quelques ${description} pour vous mettre de bonne humeur :`,
    noneFound: (description, more) =>
      `Je n'ai pas trouvé ${more ? "d'autres" : 'de'} ${description} dans notre catalogue. Essayez un autre genre, une autre ambiance ou une autre décennie.`,
    studioUnknown: (studios) =>
      `Notre catalogue n'indique pas quel studio a produit ses films : je ne peux donc pas choisir de films ${studios} pour vous. Essayez plutôt un genre, un réalisateur ou un titre.`,
    seriesIntro: (series) => `Les films ${series} de notre catalogue :`,
    likeIntro: (movie, years) =>
      years
        ? `Si vous avez aimé ${movie}, voici des films dans la même veine ${years} :`
        : `Si vous avez aimé ${movie}, essayez ceux-ci :`,
    likeNone: (movie, years) =>
      `Je n'ai pas trouvé d'autres films comme ${movie}${years ? ` ${years}` : ''} dans notre catalogue. Essayez un autre titre ou un genre.`,
    titleNotFound:
      "Je n'ai pas trouvé ce titre dans notre catalogue : je ne peux donc ni vous en parler ni vous suggérer des films proches. Vérifiez l'orthographe, ou décrivez-moi le genre de film que vous cherchez.",
    liveDataUnavailable:
      "_Les données en direct sur les films sont indisponibles pour le moment : cette réponse s'appuie sur les films enregistrés sur ce site._",
    whichMovie:
      "Je ne sais pas de quel film vous parlez. Ouvrez la page d'un film et reposez votre question, ou donnez-moi un titre, par exemple *des films comme Inception*.",
    personIntro: (description, more) =>
      `Voici ${more ? "d'autres" : 'des'} ${description} de notre catalogue :`,
    personNone: (name, more) =>
      `Je n'ai trouvé ${more ? 'aucun autre film' : 'aucun film'} avec ${name} dans notre catalogue.`,
    someForEach: (parts) =>
      `Aucun film ne plaît à tout le monde à la fois : en voici donc pour chacun, ${parts}.`,
    fewAbout: (description) => `Notre catalogue n'a que ces ${description}.`,
    fewGenres: (all) =>
      `J'ai trouvé peu de films qui soient à la fois ${all} : j'en ai donc ajouté quelques-uns de chaque genre.`,
    widenedYears: (years) => `Notre catalogue a peu de films ${years} : j'ai donc élargi la période.`,
    themeBeyondShelf:
      "Peu de nos films pour enfants parlent de ça, alors j'ai ajouté d'autres films qui en parlent et qui conviennent à leur âge.",
    noCertifications:
      "Notre catalogue n'a pas la classification par âge de certains de ces films : vérifiez avant de lancer la lecture.",
    personNoneOfKind: (name, description) =>
      `${name} n'a pas de ${description} dans notre catalogue : voici d'autres de ses films connus.`,
    rated: (score) => `, noté ${decimalComma(score)}/10`,
    directedBy: (name) => `réalisé par ${name}`,
    /** The header of a table of films, a column each ('a table: title, year, runtime'). */
    tableColumns: {
      title: 'Titre',
      year: 'Année',
      director: 'Réalisation',
      runtime: 'Durée',
      rating: 'Note',
    },
    as: (character) => ` dans le rôle de ${character}`,
    sharesFeel: (genres) => `partage son côté ${genres}`,
    favouriteOf: (title) => `apprécié des fans de ${title}`,
    catalogFavourite: 'un favori du catalogue',
    popularIntro: (more) =>
      `Voici ${more ? "d'autres films parmi les plus appréciés" : 'quelques-uns des films les plus appréciés'} de notre catalogue. Donnez-moi une ambiance, un genre ou un acteur et j'affinerai :`,
    watchlistEmpty:
      'Votre liste de films à voir est vide. Ajoutez-y des films depuis leur page et je choisirai parmi eux.',
    watchlistNone:
      'Rien dans votre liste à voir ne correspond. Essayez avec moins de critères, ou posez la question sans parler de votre liste.',
    watchlistIntro: 'Dans votre liste à voir :',
    rewatchEmpty:
      "Vous n'avez encore enregistré, noté ni aimé aucun film : je n'ai donc rien à vous proposer de revoir. Marquez-en quelques-uns comme vus.",
    rewatchNone: 'Aucun des films que vous avez vus ne correspond. Essayez avec moins de critères.',
    rewatchIntro: 'Parmi les films que vous avez vus, à revoir :',
    ratedEmpty:
      "Vous n'avez encore noté aucun film. Notez-en quelques-uns et je pourrai lister vos préférés.",
    ratedNone: 'Aucun des films que vous avez notés ne correspond. Essayez avec moins de critères.',
    ratedIntro: 'Les films que vous avez le mieux notés :',
    yourRating: (rating) => `vous lui avez mis ${rating}/10`,
    signInForLibrary:
      "Connectez-vous et je pourrai m'appuyer sur votre liste à voir et votre journal ; pour l'instant, je ne sais pas quels films vous avez vus.",
    noLovedYet:
      "Vous n'avez encore aimé ni bien noté aucun film : je ne sais donc pas lequel vous a plu en dernier. Donnez-moi plutôt un titre.",
    historyUsed:
      "J'ai écarté les films que vous avez déjà enregistrés ou notés (demandez des films à *revoir* pour les inclure).",
    personUnknown:
      "Je n'ai pas trouvé cette personne dans notre catalogue. Vérifiez l'orthographe, ou essayez plutôt un genre ou une ambiance.",
    questionNotUnderstood:
      'Je ne vois pas de quel film ou de quelle personne parle votre question, et je préfère ne pas deviner. Essayez *qui a réalisé Alien ?* ou *combien de temps dure Inception ?*',
    avoiding: (what) => `Sans ${what}.`,
    picks: {
      several: (count) => `Parmi eux, ces ${count} :`,
      fitting: 'Parmi eux, ceux-ci conviennent :',
      noneFits: 'Aucun d’entre eux ne convient.',
      fewFitMore: 'Peu d’entre eux conviennent, les voici avec d’autres qui conviennent :',
      noneFitMore: 'Aucun d’entre eux ne convient, mais ceux-ci oui :',
      unknown: 'Notre catalogue ne sait pas cela de ces films.',
      shortest: (link, runtime) => `Parmi eux, ${link} est le plus court : ${runtime}.`,
      longest: (link, runtime) => `Parmi eux, ${link} est le plus long : ${runtime}.`,
      oldest: (link, year) => `Parmi eux, ${link} est le plus ancien, de ${year}.`,
      release_date: (link, year) => `Parmi eux, ${link} est le plus récent, de ${year}.`,
      vote_average: (link, score) => `Parmi eux, ${link} est le mieux noté : ${decimalComma(score)}/10.`,
      popularity: (link) => `Parmi eux, ${link} est le plus populaire.`,
      rated: (score) => `noté ${decimalComma(score)}/10`,
    },
    facts: {
      and: 'et',
      director: (link, directors) => `${link} est un film réalisé par **${directors}**.`,
      noDirector: (link) => `Notre catalogue n'indique pas qui a réalisé ${link}.`,
      music: (link, names) => `La musique de ${link} est signée **${names}**.`,
      noMusic: (link) => `Notre catalogue n'indique pas qui a composé la musique de ${link}.`,
      writers: (link, names) => `Le scénario de ${link} est signé **${names}**.`,
      noWriters: (link) => `Notre catalogue n'indique pas qui a écrit ${link}.`,
      longer: (longer, longerRuns, shorter, shorterRuns) =>
        `${longer} est le plus long : ${longerRuns}, contre ${shorterRuns} pour ${shorter}.`,
      shorter: (shorter, shorterRuns, longer, longerRuns) =>
        `${shorter} est le plus court : ${shorterRuns}, contre ${longerRuns} pour ${longer}.`,
      sameLength: (first, second, runs) => `${first} et ${second} durent autant : ${runs}.`,
      released: (link, date) => `${link} est sorti le ${longDate(date, 'fr-FR')}.`,
      noReleaseDate: (link) => `Notre catalogue n'a pas la date de sortie de ${link}.`,
      genres: (link, genres) => `Dans notre catalogue, ${link} est classé en ${genres}.`,
      noGenres: (link) => `Notre catalogue ne classe ${link} dans aucun genre.`,
      originalLanguage: (link, language) => `La version originale de ${link} est en ${language}.`,
      noOriginalLanguage: (link) => `Notre catalogue ne dit pas dans quelle langue ${link} a été tourné.`,
      age: (link, date, years) =>
        `${link} est sorti le ${longDate(date, 'fr-FR')} : il a donc ${years} ${years === 1 ? 'an' : 'ans'}.`,
      plot: (link, overview) => `Voici le résumé de ${link} dans notre catalogue : ${overview}`,
      noPlot: (link) => `Notre catalogue n'a pas de résumé pour ${link}.`,
      runtime: (link, duration) => `La durée de ${link} est de ${duration} au total.`,
      runtimeJudged: (link, duration, judgement) => `${link} dure ${duration} : ${judgement}.`,
      noRuntime: (link) => `Notre catalogue ne connaît pas la durée de ${link}.`,
      duration: (minutes, hours, rest) => `${minutes} minutes (${hours} h ${String(rest).padStart(2, '0')})`,
      characterPlayedBy: (link, character, name) =>
        `Dans le film ${link}, le rôle de ${character} est joué par **${name}**.`,
      characterUnknown: (link, billed) =>
        `Je ne connais pas ce rôle dans ${link} : notre catalogue ne liste pas ce personnage.${billed ? ` Têtes d'affiche : ${billed}.` : ''}`,
      compareIntro: 'Voici comment ils se comparent dans notre catalogue :',
      compareClose:
        'Le public les note à peu près pareil : choisissez selon votre humeur, les genres font la différence.',
      compareAhead: (link) => `D'après les notes du public, ${link} l'emporte.`,
      releasedFirst: (first, second) => `${first} est sorti en premier, puis ${second}.`,
      releasedSameYear: (first, second) => `Les deux sont sortis la même année : ${first} et ${second}.`,
      castYes: (name, link, character) =>
        character
          ? `Oui : **${name}** joue dans ${link}, dans le rôle de ${character}.`
          : `Oui : **${name}** joue dans ${link}.`,
      castDirected: (name, link) => `Oui : **${name}** a réalisé ${link}.`,
      directorNo: (name, link, directors) =>
        directors
          ? `Non : ${link} a été réalisé par ${directors}, pas par ${name}.`
          : `Non, notre catalogue n'indique pas que ${name} a réalisé ${link}.`,
      castNo: (name, link, billed) =>
        `Non, notre catalogue n'indique pas ${name} dans ${link}.${billed ? ` Têtes d'affiche : ${billed}.` : ''}`,
      notRatedYet: 'pas encore noté',
      ageFits: (age, ceiling, list) =>
        `Pour un enfant de ${age} ans, je chercherais ${ceiling}. Parmi ceux-là, ceux qui conviennent :\n\n${list}`,
      ageNone: (age, ceiling) =>
        `Pour un enfant de ${age} ans, je chercherais ${ceiling}, et aucun de ceux-là n'a cette classification (ou notre catalogue ne la connaît pas).`,
      judgements: {
        long: 'long pour un soir de semaine : gardez-le pour une soirée libre ou le week-end',
        longish: 'un peu long pour un soir de semaine, mais ça passe si vous le lancez tôt',
        comfortable: 'une durée idéale pour un soir de semaine',
        short: "court : il trouve sa place dans n'importe quelle soirée",
      },
      score: (score, votes) => `noté ${decimalComma(score)}/10 par ${countIn(votes, 'fr-FR')} votants`,
      rating: (link, score) => `${link} est ${score} sur TMDB.`,
      noRating: (link) => `Personne n'a encore noté ${link} dans notre catalogue.`,
      cast: (link, cast) =>
        `Dans ${link}, on retrouve ${cast.join(', ').replace(/, (?=[^,]*$)/, ' et ')}, entre autres.`,
      noCast: (link) => `Notre catalogue n'a pas la distribution de ${link}.`,
      streaming: (link) =>
        `Je ne vois pas les plateformes de streaming depuis le chat. La page de ${link} indique où le regarder quand Marquee est connecté à TMDB.`,
      worth: (link, score, genres, directors, verdict) =>
        `${link} est ${score}${genres ? ` (${genres})` : ''}${directors ? `, réalisé par ${directors}` : ''}. ${verdict}`,
      awardsUntracked:
        'Notre catalogue ne suit pas les récompenses, en revanche : je ne peux pas dire ce qu’il a remporté.',
      worthUnrated: (link) =>
        `Personne n'a encore noté ${link} dans notre catalogue : je ne peux donc pas en juger.`,
      verdicts: {
        tooFew: "Trop peu de gens l'ont noté pour que je puisse en juger.",
        loved:
          "C'est l'un des films les plus appréciés de notre catalogue : oui, il vaut vraiment le détour.",
        good: "Le public l'apprécie : il vaut le coup si vous aimez le genre.",
        mixed: 'Les avis sont partagés : pour les amateurs du genre, mais pas incontournable.',
        poor: "Le public ne l'aime guère : je choisirais autre chose.",
      },
      certified: (certification) => `classé ${certification}`,
      certification: (link, certification, meaning) =>
        `${link} est classé **${certification}** aux États-Unis${meaning ? ` (${meaning})` : ''}.`,
      meanings: {
        G: 'tous publics',
        PG: 'certaines scènes peuvent ne pas convenir aux jeunes enfants',
        'PG-13': 'déconseillé aux moins de 13 ans sans un parent',
        R: "interdit aux moins de 17 ans non accompagnés d'un adulte",
        'NC-17': 'réservé aux adultes',
      },
      noCertification: (link, genres, age) =>
        `Notre catalogue n'a pas la classification par âge de ${link} : je ne peux donc pas vous dire avec certitude${age ? ` s'il convient à un enfant de ${age} ans` : ' à qui il convient'}. Ses genres : ${genres || 'inconnus'} ; consultez un guide pour les parents avant de le lancer.`,
      suitsAge: (age, ceiling) =>
        `À ${age} ans, je viserais ${ceiling} : il convient donc en général, même si c'est vous qui connaissez le mieux votre enfant.`,
      notForAge: (age, ceiling) => `À ${age} ans, je viserais ${ceiling} : je choisirais donc autre chose.`,
    },
  },
  library: LIBRARY,
  people: PEOPLE,
  clarify: CLARIFY,
  genres: {
    Action: 'action',
    Adventure: 'aventure',
    Animation: 'animation',
    Comedy: 'comédie',
    Crime: 'policier',
    Documentary: 'documentaire',
    Drama: 'drame',
    Family: 'familial',
    Fantasy: 'fantastique',
    History: 'histoire',
    Horror: 'horreur',
    Music: 'musique',
    Mystery: 'mystère',
    Romance: 'romance',
    'Science Fiction': 'science-fiction',
    'TV Movie': 'téléfilm',
    Thriller: 'thriller',
    War: 'guerre',
    Western: 'western',
  },
  languages: {
    fr: 'français',
    it: 'italien',
    de: 'allemand',
    ja: 'japonais',
    ko: 'coréen',
    zh: 'chinois',
    cn: 'cantonais',
    hi: 'hindi',
    es: 'espagnol',
    ru: 'russe',
    sv: 'suédois',
    da: 'danois',
    pt: 'portugais',
    fa: 'persan',
    tr: 'turc',
    th: 'thaï',
    en: 'anglais',
  },
  topics: {
    violent: 'violence',
    gory: 'gore',
    scary: 'scènes effrayantes',
    dark: 'noirceur',
    sad: 'tristesse',
    battles: 'scènes de bataille',
    uplifting: 'bons sentiments',
    fun: 'humour',
    'mind-bending': 'prise de tête',
    emotional: 'émotions fortes',
    thrilling: 'suspense',
    cozy: 'cocooning',
    'slow-burn': 'lenteurs',
    'fast-paced': 'rythme effréné',
    heist: 'braquages',
    'time travel': 'voyages dans le temps',
    'true story': 'histoires vraies',
    dystopia: 'dystopies',
    zombies: 'zombies',
    'serial killers': 'tueurs en série',
    'coming of age': "passage à l'âge adulte",
    revenge: 'vengeance',
    'road trip': 'road trips',
    superheroes: 'super-héros',
    vampires: 'vampires',
    dinosaurs: 'dinosaures',
    'artificial intelligence': 'intelligence artificielle',
    prison: 'prison',
    spies: 'espions',
    'James Bond': 'James Bond',
    'World War II': 'la Seconde Guerre mondiale',
    Christmas: 'Noël',
    ghosts: 'fantômes',
    sharks: 'requins',
    spiders: 'araignées',
    pirates: 'pirates',
    'martial arts': 'arts martiaux',
    aliens: 'extraterrestres',
    space: "l'espace",
    sports: 'sport',
    boxing: 'la boxe',
    witches: 'sorcières',
    dragons: 'dragons',
    robots: 'robots',
    weddings: 'mariages',
    dogs: 'chiens',
    animals: 'animaux',
    journalists: 'journalistes',
    'high school': 'lycée',
    musicals: 'comédies musicales',
    musicians: 'musiciens',
    assassins: 'tueurs à gages',
    mafia: 'la mafia',
    survival: 'survie',
    castaways: 'naufragés',
    islands: 'îles',
    'time loops': 'boucles temporelles',
    teachers: 'professeurs',
    detectives: 'détectives',
    ninjas: 'ninjas',
    'found footage': 'found footage',
    slashers: 'slashers',
    cyberpunk: 'cyberpunk',
    'based on a book': 'adaptations de romans',
    dreams: 'rêves',
    'the Holocaust': 'la Shoah',
    grief: 'deuil',
    friendship: 'amitié',
    slavery: 'esclavage',
    'con artists': 'escrocs',
    'new york': 'New York',
    paris: 'Paris',
    london: 'Londres',
    'los angeles': 'Los Angeles',
    italy: 'Italie',
    france: 'France',
    spain: 'Espagne',
    germany: 'Allemagne',
    japan: 'Japon',
    mexico: 'Mexique',
  },
  query: {
    order: [
      'films',
      'sort',
      'mood',
      'person',
      'studios',
      'runtime',
      'years',
      'audience',
      'themes',
      'avoided',
      'described',
    ],
    films: (genres, languages) => filmsNoun(FILMS, FRENCH.genres, genres, languages),
    sort: (order, feminine) =>
      order === 'vote_average' ? `très bien noté${feminine ? 'es' : 's'}` : `récent${feminine ? 'es' : 's'}`,
    mood: (label) => MOODS[label],
    person: (name, directed, feminine) =>
      directed ? `réalisé${feminine ? 'es' : 's'} par ${name}` : `avec ${name}`,
    studios: (names) => `${names.length > 1 ? 'des studios' : 'du studio'} ${listed(names, 'ou')}`,
    runtime: {
      range: (min, max) => `de ${min} à ${max} minutes`,
      atMost: (max) => `de ${max} minutes maximum`,
      over: (min) => `de plus de ${min} minutes`,
    },
    years: {
      year: (year) => `de ${year}`,
      decade: (first) => `des années ${spokenDecade(first)}`,
      range: (from, to) => `de ${from} à ${to}`,
      before: (year) => `d'avant ${year}`,
      since: (year) => `à partir de ${year}`,
    },
    audience: ({ rating, group, age }) => {
      if (rating) return `de classification ${rating.certification}${rating.orLower ? ' maximum' : ''}`;
      if (group === 'family') return 'pour toute la famille';
      if (group === 'with-family') return 'à regarder en famille';
      if (group === 'teens') return `pour les ados de ${age} ans`;
      return `pour les enfants${age !== undefined ? ` de ${age} ans` : ''}`;
    },
    themes: (topics) => `qui parlent ${topics.map(ofTopic).join(' et ')}`,
    avoided: (topics) => `sans ${topics.join(' ni ')}`,
    described: "d'après votre description",
  },
};
