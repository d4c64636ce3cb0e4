import type { Genre } from '@marquee/contracts';
import type { FactAspect, PersonRole, RequestOrder } from '../chat-query.ts';

/** What a list item may say beside its title and year (see `layout` below). */
export type LayoutColumn = 'title' | 'year' | 'director' | 'runtime' | 'rating' | 'note';

/** Mood labels the assistant knows (see MOODS in ../lexicon.ts). */
export type MoodLabel =
  | 'uplifting'
  | 'fun'
  | 'mind-bending'
  | 'emotional'
  | 'thrilling'
  | 'cozy'
  | 'dark'
  | 'slow-burn'
  | 'fast-paced';

/** What people avoid with 'not too violent', 'nothing gory' (see AVOIDABLE in ../lexicon.ts). */
export type AvoidableLabel = 'violent' | 'gory' | 'scary' | 'dark' | 'sad' | 'battles';

/** Where films come from (see ORIGINS in ../lexicon.ts): the label of a language or a country. */
export type OriginLabel =
  | 'French'
  | 'Italian'
  | 'German'
  | 'Japanese'
  | 'Korean'
  | 'Chinese'
  | 'Cantonese'
  | 'Hindi'
  | 'Spanish'
  | 'Mexican'
  | 'Russian'
  | 'Swedish'
  | 'Danish'
  | 'Portuguese'
  | 'English'
  | 'British'
  | 'American'
  | 'Persian'
  | 'Turkish'
  | 'Thai'
  | 'Australian'
  | 'Canadian'
  | 'Irish';

/** Parts of the world whose films are asked for together ('asian films'). */
export type FilmRegion = 'asian' | 'european' | 'latin-american' | 'nordic';

/** An order a question picks from the last answer ('which of them is the shortest?'). */
export type PickOrder = 'shortest' | 'longest' | 'oldest' | 'release_date' | 'vote_average';

/**
 * The phrases of one language beyond its single words: small talk, follow-ups, question shapes, the words that end
 * a title or a name, filler. Strings are regular-expression alternatives as elsewhere; whole sentence shapes are
 * regular expressions whose first capture is the title or name asked about. A language that lacks some leaves the
 * list empty (spread NO_PHRASES and fill what it has).
 */
export interface LanguagePhrases {
  /** 'hi', 'hola': a greeting alone, and words that may follow it ('there'). */
  greetings: string[];
  greetingTails: string[];
  /** 'thanks', 'gracias' (a short sentence may follow), and a lone acknowledgement ('great', 'vale'). */
  thanks: string[];
  acknowledgements: string[];
  /** 'what can you do', 'ayuda'. */
  help: string[];
  /** Words of a request for films at all ('recommend', 'something', 'pelis'). */
  generic: string[];
  /** 'more', 'otras': another list; not when followed by a word of `moreNotBefore` ('more like', 'mas recientes'). */
  more: string[];
  moreNotBefore: string[];
  /** 'older', 'mas antiguas'; 'classics'; 'newer' (any word, and the ones that surely ask for newer films). */
  older: string[];
  /**
   * The words standing for films already shown after a comparative ('the older ones', 'les plus anciens', 'die
   * älteren', 'quelli più vecchi'): with articles, a reference to the last answer changed, no title.
   */
  comparedOnes?: string[];
  classics: string[];
  newer: string[];
  newerSurely: string[];
  /** 'black and white', 'en noir et blanc': films of the black-and-white years. */
  blackAndWhite?: string[];
  /** 'old hollywood', 'la edad de oro de hollywood': films of the studios' golden age, to the late 1960s. */
  goldenAge?: string[];
  /** Words calling films old ('old', 'vieux', 'in bianco e nero'): turned down, they ask for recent ones. */
  oldFilms: string[];
  /** 'shorter', 'longer' (than the last answer). */
  shorter: string[];
  longer: string[];
  /**
   * 'shorter than the godfather but just as good', 'más corta que titanic': a film named after them is the seed, and the
   * answer's films are shorter or longer than it (a length after them is a runtime: 'shorter than 2 hours').
   */
  shorterThan?: string[];
  longerThan?: string[];
  /**
   * 'this one', 'esta', 'celui-ci', 'dieser', 'esse', 'questo': a pointer that can only be a film, so a length compared
   * with it ('shorter than this one') is the film in view's; never the neuter 'that', 'eso', 'ça', 'das', 'isso', which
   * may point at a length said before ('eighty minutes at most … no longer than that').
   */
  thisOne?: string[];
  /**
   * 'that one', 'esa', 'celui-là', 'den da', 'esse', 'quello': one film pointed at, never several ('those'); after a
   * list, the film it leads with ('my best?' then 'something like that one').
   */
  oneFilmPointer?: string[];
  /** 'eternal sunshine but less depressing', 'x mas mais leve': lighter in tone than the film it is like. */
  lighter?: string[];
  /** Words that open a refinement of the last request ('what about', 'pero'). */
  refinementLeads: string[];
  /** 'nothing childish', 'nada infantil': the family shelf is left out. */
  childish: string[];
  /** 'more like this', 'como esta'. */
  moreLikeThis: string[];
  /** 'with this kind of vibe', 'con este rollo', 'mit dieser Stimmung': the feel of the film in view, no name. */
  feelOfThis?: string[];
  /** Words before a title the user wants films like ('like', 'como'), words before 'like' that make it no such word ("i'd"). */
  likeLeads: string[];
  likeNotAfter: string[];
  /**
   * A kind of film named by a film or a thing, turned down ('nothing like Terminator', 'nada tipo Terminator'): words
   * before it beyond likeLeads ('du genre', 'à la'), and words after it with their space or hyphen ('a terminator kind
   * of thing', 'terminator-like').
   */
  kindLeads?: string[];
  kindTrails?: string[];
  /** Words before a lead that make it a verb of liking ("don't like"): a dislike, read elsewhere. */
  kindNotAfter?: string[];
  /** 'i loved X': the first capture is the title. */
  likedTitle: RegExp[];
  /**
   * 'i love alien and the thing', "j'adore shining": titles loved now, the first captured. Seeds only when the catalog
   * has every one of them ('i love horror movies' names none).
   */
  lovesTitle: RegExp[];
  /**
   * 'parasite and get out are my favourites', 'la la land hit me hard', 'that toy story feeling': titles said first,
   * then what they are to the user (joined titles captured together). Like lovesTitle, seeds only when the catalog has
   * every one of them.
   */
  praisedTitles?: RegExp[];
  /**
   * 'die hard but make it funny', 'alien mais en comédie': a title said first, then how the films should differ from
   * it (the words after it are read as ever). Like lovesTitle, a seed only when the catalog has it.
   */
  changedTitles?: RegExp[];
  /**
   * A whole message turning down what was just recommended ('nah not that one', 'otra', 'autre chose', 'was
   * anderes'): another film of the same request, none shown again.
   */
  rejections: string[];
  /** 'which of these', 'cuáles de esas', 'lesquels d'entre eux': what follows is asked of the last answer's films only. */
  amongLeads: string[];
  /**
   * 'just the ones under two hours', 'solo esas': the last answer's films narrowed, topped up from the request they
   * came from when too few of them fit.
   */
  narrowingLeads: string[];
  /** 'X meets Y': a film like two others at once; the two captures are the titles. */
  mashups: RegExp[];
  /** Words a captured title never starts with ('something', 'algo'); a left-out title neither ('in the mood'). */
  notATitle: string[];
  notATitleStart: string[];
  /** Words where a title typed inside a sentence ends ('but', 'pero'). */
  titleEnds: string[];
  /** Words after a left-out title where it ends ('and i want'), joining two titles ('and', 'y'), trailing it ('again'). */
  avoidedTitleEnds: string[];
  titleJoins: string[];
  /** Words joining two people wanted in one film ('tom hanks and meg ryan', 'emma stone e mark ruffalo'). */
  peopleJoins: string[];
  /** 'but', 'so', 'ma', 'aber': a join opening a question ('ma questo chi l'ha diretto'), no part of what it points at. */
  clauseJoins: string[];
  /**
   * Words elided before a vowel, also typed with a space for the apostrophe ('chi l ha diretto', 'c est quoi'): read
   * with the apostrophe back ("l'ha", "c'est").
   */
  elidedWords: string[];
  /** 'besides', 'à part', 'außer': a person set aside after a question about the cast ('who else is in it besides X'). */
  besidesLeads: string[];
  /** Articles a second name may take after a join ('com a emma stone e o ryan gosling', 'mit der x und dem y'). */
  nameArticles: string[];
  /** 'a', 'un', 'einem': the articles before one of many ('with a teacher', 'con un poliziotto'), never a name's. */
  indefiniteArticles: string[];
  /** 'my', 'ihrem', 'sua': words saying whose, which open no one's name ('mit ihrem vater', 'with my dad'). */
  possessives?: string[];
  avoidedTitleTrails: string[];
  /** Words that open a sentence and carry nothing ('hmm', 'honestly', 'oye'): no title typed before a question. */
  interjections: string[];
  /** 'it', 'this movie', 'esta pelicula': the movie of the page. */
  thisMovie: string[];
  /** Words around a question's subject that are not its title ('the movie', 'please', 'you suggested'). */
  subjectPrefixes: string[];
  subjectSuffixes: string[];
  /** Words where a question's subject ends and the sentence goes on ('avatar and can I fit it in'). */
  subjectClauseLeads: string[];
  /**
   * 'or am i thinking of something else', 'o me estoy confundiendo': a doubt of one's own memory closing a yes/no
   * question, no part of what it asks.
   */
  doubtTails?: string[];
  /**
   * 'right', 'no', 'verdad', 'oder', 'né': a tag closing a yes/no question ('la dirigió spielberg, no?'), asking
   * nothing of its own.
   */
  questionTags?: string[];
  /** Role words before a person's name: directed ('directed by'), made ('by'), cast ('starring'); explicit ones. */
  directorLeads: string[];
  makerLeads: string[];
  castLeads: string[];
  explicitRoleLeads: string[];
  /** Words where a name typed inside a sentence ends ('from', 'para'), and that never start one ('the', 'de'). */
  nameEnds: string[];
  nameNotStart: string[];
  /** 'von mir', 'par moi', 'by me': the speaker or the listener after a lead, never a person's name. */
  speakerPronouns?: string[];
  /**
   * 'brad pitt e morgan freeman hanno mai recitato insieme?': the words saying people were in one film together,
   * and the words that may open such a question before the names ('haben', 'have').
   */
  together: string[];
  togetherOpeners: string[];
  /** 'filme wo x und y zusammen spielen': words opening a clause whose subject is the people, then 'together'. */
  pairRelatives: string[];
  /**
   * 'both de niro and pesci', 'sia de niro che pesci', 'sowohl x als auch y': a pair said by its correlative, the word
   * before the first name and the joins before the second (which never belong to a name).
   */
  pairCorrelatives: { leads: string[]; joins: string[] };
  /** "tarantino's films": the nouns after a possessive name that make the person their maker. */
  possessiveFilms: string[];
  /** Common words that are never a person's name ('acting', 'familia'). */
  notNames: string[];
  /**
   * 'did spielberg ever do a horror movie?', '¿spielberg ha hecho alguna vez una de terror?': whether such a film
   * exists at all, so none of the person's other films stands in for it.
   */
  everMade: string[];
  /**
   * 'that i haven't seen yet', 'que no haya visto': films new to the user, which a signed-in answer gives anyway;
   * read as nothing else (no film, name or theme left out).
   */
  unseen: string[];
  /**
   * 'and not just the spaghetti westerns', 'no solo de acción': what the answer may go beyond, neither asked for alone
   * nor turned down; the words up to the clause's end are read as nothing else.
   */
  beyondLeads: string[];
  /**
   * 'more like those', 'ones you haven't mentioned yet', 'parecidas a esas', 'que no hayas dicho': other films for the
   * request before, like the ones just shown and none of them; read as 'more' and as nothing else.
   */
  moreOfShown: string[];
  /**
   * 'those i loved', 'quelli che ho amato', 'ceux que j'ai notés', 'die ich gesehen habe': a clause whose subject is the
   * speaker, said after 'those' — their own films, never the ones just shown.
   */
  speakerClause?: string[];
  /**
   * 'same thing but', 'na mesma vibe', 'uguale ma': the request before, changed by what the message says (never
   * 'same vibe as <title>', a likeness).
   */
  sameAsBefore: string[];
  /** 'but not the sequels', 'sin las secuelas': the seed's own series is left out of a likeness. */
  sequelsLeftOut: string[];
  /** Words between a negation and what it negates ('no too scary', 'sin tan'), and elisions before it ("d'"). */
  negationGaps: string[];
  /** 'deals with', 'va de', 'parle de', 'handelt von': what films are about, said before it; no topic itself. */
  aboutVerbs: string[];
  /** 'no quiero', 'don't want': wanting right after a negation, which turns down what follows it. */
  negatedWants?: string[];
  /** 'how many', 'cuantos', 'combien de', 'wie viele': a count of the catalog's films asked ('how many horror films'). */
  countAsks?: string[];
  /**
   * Where a count question asks about ('do you have', 'are there', 'on the site', 'ci sono', 'habt ihr'): read as
   * nothing else in it, so no name or theme takes them in ('films di nolan ci sono' is no person 'nolan ci').
   */
  catalogHolds?: string[];
  /** Words joining things turned down by one negation ('no action or horror', 'nix mit gewalt oder horror'). */
  negatedListJoins: string[];
  /** A story that asks for its film's name ('what is it called', 'como se llama'): identified even when unsure. */
  asksFilmName: string[];
  /**
   * A scene, an ending, a twist or a line told to name its film ('which movie has the scene where', 'that ends with
   * the twist that', 'de q peli es la escena', 'am Ende rauskommt, dass'): the film is asked for by name, and these
   * words tell how the story is told, nothing of it.
   */
  toldByScene?: string[];
  /**
   * Words pointing at one film the speaker remembers ('that movie with', 'the one with', 'esa peli de', 'ce film avec'):
   * with a person and a story beside them, that film is asked for, not the person's films.
   */
  pointedFilm?: string[];
  /** 'the very first one not the sequels', 'o primeiro': the film told is the first of its series. */
  firstOfSeries?: string[];
  elisions: string[];
  /** Words that only soften what follows ('less', 'menos'), intensifiers after them ('too'), a preference ('than'). */
  softeners: string[];
  /** 'less violent', 'not as dark', 'tamer': after 'like <film>', films rated below it. */
  milder: string[];
  intensifiers: string[];
  preferences: string[];
  /** Words that mean films after a thing turned down ('zombie movies are not my thing'). */
  filmNouns: string[];
  /**
   * Words for several films or a kind of them ('movies', 'stuff', 'pelis', 'Filme'): 'revenge movies', 'haunted house
   * stuff' ask for films of a kind, no one film told by its story nor a title.
   */
  kindNouns?: string[];
  /** 'daqueles que deixam a gente mal', 'one of those that wreck you': the films of a kind pointed at, no one film. */
  kindPointers?: string[];
  /**
   * 'anything with a heist in it', 'i want a film about…', 'quiero una peli de…', 'irgendwas mit…': films wanted, of the
   * kind told after these words, no one film told by its story.
   */
  filmsWanted?: string[];
  /** Questions about one movie; the first capture is the title. */
  facts: { pattern: RegExp; aspect: FactAspect }[];
  /**
   * Words asking for one fact wherever they stand ('twelve angry men how long', 'inglorious bastards director?'),
   * and the question words around a title that are not part of it ('is', 'does', 'have'): the rest of the message
   * is a title only if the catalog has it (../extractors/fact-cue.extractor.ts).
   */
  factCues: Partial<Record<FactAspect, string[]>>;
  factAsks: string[];
  /**
   * Prepositions that hold a title's article ('nel' = 'in il', 'du' = 'de le', 'do' = 'de o'), with that article:
   * 'chi recita nel padrino' asks of 'il padrino'.
   */
  contractedArticles: Record<string, string>;
  /** 'X or Y?': the two captures are the titles. */
  compares: RegExp[];
  /** 'who plays X in Y': captures (or groups 'character' and 'title') are the character and the title. */
  characters: RegExp[];
  /** Words before a character's name that are not part of it ('the role of'). */
  characterPrefixes: string[];
  /**
   * 'is samuel l jackson in django unchained', 'sale penélope cruz en volver': whether a person is in a film; the
   * captures (or groups 'name' and 'title') are the person and the title.
   */
  castChecks: RegExp[];
  /**
   * 'did spielberg direct jaws', 'tiburón es de spielberg': whether a person directed a film; groups 'name' and
   * 'title' are the person and the title.
   */
  directorChecks: RegExp[];
  /**
   * 'is alien a horror movie', 'alien es de terror': whether a film is of a kind; groups 'title' and 'kind' (the
   * words that must name a genre or a mood).
   */
  kindChecks: RegExp[];
  /**
   * 'is parasite in korean', 'esta en ingles?', 'c'est un film français ?': whether a film is in a language; groups
   * 'title' (absent or a pronoun: the film before or in view) and 'lang' (a language or country word).
   */
  languageChecks: RegExp[];
  /** 'your catalog', 'la liste', 'im Katalog': the catalog or a list of films, never a film's title ('is jaws in…'). */
  catalogNouns: string[];
  /** 'which came first, alien or aliens', 'lequel est sorti en premier': which of two films is older; two titles. */
  releaseCompares: RegExp[];
  /** 'which is longer, titanic or avatar', 'qual dura mais': which of two films runs longer; two titles. */
  longerCompares: RegExp[];
  /** 'which is shorter, alien or aliens': which of two films runs shorter; two titles. */
  shorterCompares: RegExp[];
  /** 'what has X been in': the first capture is the person. */
  filmographies: { pattern: RegExp; role: PersonRole }[];
  /** 'the director of Jaws' as the person: the first capture is the title. */
  filmographyVia: { pattern: RegExp; role: 'director' | 'cast' }[];
  /** 'other films by', 'more from': leads before a person named through a film ('the same director'). */
  othersOfLeads: string[];
  /** 'list them again', 'muéstramelas de nuevo': the films of the last list asked for again (regex sources). */
  listedAgain: string[];
  /** Words that make a filmography's captured name no person ('you', 'there'). */
  notAPerson: string[];
  /** Words standing for the person the last reply named ('what else did he make'). */
  personPronouns: string[];
  /**
   * Words a request for films points at a person with ('another film of his', 'otra película suya', 'un autre film de
   * lui'): the person the conversation is about, else the director of the film it is about.
   */
  personPossessives: string[];
  /**
   * 'what else did they make', 'y qué otras pelis tiene', 'was hat der noch gemacht': a word asking for more of
   * someone's films (`othersOfSomeone`) beside a verb of making or having them (`madeVerbs`), naming no one.
   */
  othersOfSomeone: string[];
  madeVerbs: string[];
  /**
   * A message asking only for the reply in another language ('now in spanish please', 'reponds en francais stp'):
   * the words before the language's name (ending in the preposition), and the polite words that may follow it.
   */
  replyInLeads: string[];
  replyInTails: string[];
  /** 'please' ('porfa', 'bitte'): after the language's name, 'now in spanish please' asks for the reply's language. */
  replyInPlease: string[];
  /** 'sorry', 'perdon', 'scusa': an apology before the request carries nothing. */
  replyInApologies: string[];
  /**
   * 'my german is pretty rusty', 'no hablo bien ingles': the words opening a sentence about the user's own grasp of a
   * language, said beside the request as its reason.
   */
  ownLanguageLeads: string[];
  /**
   * 'do you speak french?', 'tu parles anglais ?', 'sprichst du deutsch?': the words asking whether the assistant
   * speaks a language. The language named after them is the conversation's, not the films'.
   */
  speakAskedLeads: string[];
  /**
   * "i'm practicing for my trip", "it's for my mother-in-law, she doesn't read english": the words opening a sentence
   * beside the request that says why it is asked in that language; it asks for nothing.
   */
  replyInReasons: string[];
  /** 'which of them is the': what comes before the order a pick asks for, and the words of each order. */
  pickLeads: string[];
  pickOrders: Record<PickOrder, string[]>;
  /** Words that make a pick about the last answer rather than the catalog ('one', 'of'). */
  /** A question word after the order ('et le plus récent, c'est lequel'): the pick is about the last answer. */
  pickTails: string[];
  pickOfAnswer: string[];
  /** Words between a number and the last answer in 'two of those', 'tres de esas'. */
  pickCountLinks: string[];
  /** 'which one is ok for a 10 year old' about the last answer ('them'). */
  picksForAge: RegExp[];
  /** 'is X too long for a weeknight': the first capture that matched is the title. */
  runtimeJudgements: RegExp[];
  /** Words that make a runtime question ask for a judgement ('weeknight', 'esta noche'). */
  whenToWatch: string[];
  /** Question words that never ask for a list ('who', 'cuando'). */
  questionOnly: string[];
  /** Decade words before a year ('los 80', 'annees 80'), after it ('80er'). */
  decadeLeads: string[];
  decadeSuffixes: string[];
  /** Years: 'between 1990 and 2000', 'before 1980', 'after 2010'. */
  yearsFrom: string[];
  yearsTo: string[];
  yearsBefore: string[];
  yearsAfter: string[];
  /**
   * A part of a film liked ('the mystery part of get out', 'la parte de misterio de'): the words for a part, and the
   * joins ('of', 'de') after which the film's title follows.
   */
  partNouns: string[];
  partJoins: string[];
  /**
   * Release years counted back from this one ('from last year', 'il y a deux ans'); `N` stands for a number said
   * in digits or words.
   */
  thisYear: string[];
  lastYear: string[];
  yearsAgo: string[];
  pastYears: string[];
  /** 'from this century', 'del siglo pasado': the years of this century so far, or all of the last one. */
  thisCentury?: string[];
  lastCentury?: string[];
  /** Runtime: 'under', 'over' before an amount, 'or less' after it, 'not too long', 'short', 'long'. */
  runtimeMax: string[];
  runtimeMaxAfter: string[];
  /** '3 hours is too much', '3 ore sono troppe': a length said after it is too long, so films must be clearly shorter. */
  runtimeTooMuchAfter?: string[];
  runtimeMin: string[];
  notLong: string[];
  short: string[];
  long: string[];
  /** Units of a runtime; a word for one ('an hour', 'una hora'). */
  minuteUnits: string[];
  hourUnits: string[];
  oneUnit: string[];
  /** An age: 'aged 8', 'my 6 year old', 'de 7 anos'. */
  ageLeads: string[];
  ageUnits: string[];
  ageOlds: string[];
  /** Words of this language that name the language itself: a message in it asks for its films only with one. */
  ownLanguage: string[];
  /**
   * Words of this language that another language's lexicon reads as a kind of film ('war', German for 'was'): in a
   * message written in this language they are its own ordinary words.
   */
  ordinaryWords: string[];
  /** 'rom-com': comedy and romance at once. */
  comedyRomance: string[];
  /** 'live action', 'imagen real', 'mit echten Schauspielern': films with actors, no animation (and no action asked). */
  liveAction: string[];
  /** Plot elements worth looking up by meaning even when a genre word covers them ('heists', 'zombies'). */
  themes: string[];
  /** Plural endings to singular ones ('ies' -> 'y'). */
  singulars: { plural: string; singular: string }[];
  /** Words that carry no request, left out before the rest is read as a theme. */
  filler: string[];
  /** Language names, country words and nationalities ('french', 'coreana'). */
  origins: Partial<Record<OriginLabel, string[]>>;
  /** What people avoid ('violent', 'sangrienta'). */
  avoidables: Partial<Record<AvoidableLabel, string[]>>;
  /** Counts: what a number counts when it is not films ('years'), 'more' after a number, compound film words. */
  notCounted: string[];
  /** Who a number counts when it counts people ('15 people', 'ocho personas'): the size of a group, no title. */
  headcountNouns?: string[];
  moreCounted: string[];
  filmCompounds: string[];
  /** Words after 'just' that are no count ('just a few'), words after 'a' that count nothing ('a couple of'). */
  notAfterJust: string[];
  notAfterOne: string[];
  /** References: articles before an ordinal ('the', 'la'), nouns after it ('one', 'pelicula'), 'number 2'. */
  articles: string[];
  /** Articles joined to the ordinal after them ("l'ultimo", "l'avant-dernier"), also typed without the apostrophe. */
  elidedArticles?: string[];
  referenceNouns: string[];
  numbered: string[];
  /** 'every one of them', 'cada uno': a quantifier before 'one' makes it all of them, no count. */
  everyOne: string[];
  /** 'all the films of the saga', 'la trilogie dans l'ordre': a series pointed at with no title, the film in view's. */
  seriesInView: string[];
  /** Words beside a reference that leave it a reference only ('you suggested'). */
  referenceFillers: string[];
  /** 'not a nolan', 'pas un miyazaki': the article that makes one word turned down a film of that person's. */
  oneFilmOfLeads: string[];
  /** Words between a negation and an avoided person ('no more Nolan movies'). */
  avoidedPersonGaps: string[];
  /**
   * 'no sorry i meant aliens', 'quise decir', 'je voulais dire': the words before the title the last message should
   * have named; a leading 'no' or 'sorry' may come first (`correctionOpeners`).
   */
  meantLeads: string[];
  correctionOpeners: string[];
  /**
   * 'no, the old one', 'nein, den alten', 'o antigo, dos anos 80': after a question about a film, which film of that
   * name a correction means: the older or the newer one, or the other one; `seriesPartNouns` name a film of a series by its
   * number ('the second part', 'teil 2', 'la deuxième partie').
   */
  /**
   * 'volviendo a alien, ¿quién sale en ella?', 'back to alien, who is in it?': words going back to a film talked of
   * earlier, named before the question; `filmPronouns` are the question's words pointing back at it ('ella', 'it').
   */
  returningLeads?: string[];
  filmPronouns?: string[];
  olderOfName?: string[];
  newerOfName?: string[];
  otherOfName?: string[];
  seriesPartNouns?: string[];
}

/** A language with no phrases yet: spread it and fill what the language has. */
export const NO_PHRASES: LanguagePhrases = {
  greetings: [],
  greetingTails: [],
  thanks: [],
  acknowledgements: [],
  help: [],
  generic: [],
  more: [],
  moreNotBefore: [],
  older: [],
  classics: [],
  newer: [],
  newerSurely: [],
  oldFilms: [],
  shorter: [],
  longer: [],
  refinementLeads: [],
  childish: [],
  moreLikeThis: [],
  likeLeads: [],
  likeNotAfter: [],
  likedTitle: [],
  lovesTitle: [],
  rejections: [],
  amongLeads: [],
  narrowingLeads: [],
  factCues: {},
  factAsks: [],
  contractedArticles: {},
  mashups: [],
  notATitle: [],
  notATitleStart: [],
  titleEnds: [],
  avoidedTitleEnds: [],
  titleJoins: [],
  peopleJoins: [],
  clauseJoins: [],
  elidedWords: [],
  besidesLeads: [],
  nameArticles: [],
  indefiniteArticles: [],
  avoidedTitleTrails: [],
  interjections: [],
  thisMovie: [],
  subjectPrefixes: [],
  subjectSuffixes: [],
  subjectClauseLeads: [],
  directorLeads: [],
  makerLeads: [],
  castLeads: [],
  explicitRoleLeads: [],
  nameEnds: [],
  nameNotStart: [],
  together: [],
  togetherOpeners: [],
  pairRelatives: [],
  pairCorrelatives: { leads: [], joins: [] },
  possessiveFilms: [],
  notNames: [],
  everMade: [],
  unseen: [],
  beyondLeads: [],
  moreOfShown: [],
  sameAsBefore: [],
  sequelsLeftOut: [],
  negationGaps: [],
  aboutVerbs: [],
  negatedListJoins: [],
  asksFilmName: [],
  elisions: [],
  softeners: [],
  milder: [],
  intensifiers: [],
  preferences: [],
  filmNouns: [],
  facts: [],
  compares: [],
  characters: [],
  characterPrefixes: [],
  castChecks: [],
  directorChecks: [],
  kindChecks: [],
  languageChecks: [],
  catalogNouns: [],
  releaseCompares: [],
  longerCompares: [],
  shorterCompares: [],
  filmographies: [],
  filmographyVia: [],
  othersOfLeads: [],
  listedAgain: [],
  notAPerson: [],
  personPronouns: [],
  personPossessives: [],
  othersOfSomeone: [],
  madeVerbs: [],
  replyInLeads: [],
  replyInTails: [],
  replyInPlease: [],
  replyInApologies: [],
  ownLanguageLeads: [],
  speakAskedLeads: [],
  replyInReasons: [],
  pickLeads: [],
  pickOrders: { shortest: [], longest: [], oldest: [], release_date: [], vote_average: [] },
  pickOfAnswer: [],
  pickTails: [],
  pickCountLinks: [],
  picksForAge: [],
  runtimeJudgements: [],
  whenToWatch: [],
  questionOnly: [],
  decadeLeads: [],
  decadeSuffixes: [],
  yearsFrom: [],
  yearsTo: [],
  yearsBefore: [],
  yearsAfter: [],
  partNouns: [],
  partJoins: [],
  thisYear: [],
  lastYear: [],
  yearsAgo: [],
  pastYears: [],
  runtimeMax: [],
  runtimeMaxAfter: [],
  runtimeMin: [],
  notLong: [],
  short: [],
  long: [],
  minuteUnits: [],
  hourUnits: [],
  oneUnit: [],
  ageLeads: [],
  ageUnits: [],
  ageOlds: [],
  ownLanguage: [],
  ordinaryWords: [],
  comedyRomance: [],
  liveAction: [],
  themes: [],
  singulars: [],
  filler: [],
  origins: {},
  avoidables: {},
  notCounted: [],
  moreCounted: [],
  filmCompounds: [],
  notAfterJust: [],
  notAfterOne: [],
  articles: [],
  referenceNouns: [],
  numbered: [],
  everyOne: [],
  seriesInView: [],
  referenceFillers: [],
  oneFilmOfLeads: [],
  avoidedPersonGaps: [],
  meantLeads: [],
  correctionOpeners: [],
};

/**
 * The words of one language, all of one shape. Words are regular-expression alternatives matched after
 * normalizeText (lower case, no accents). A new language is one file of this shape plus a line in the registry;
 * the extractors read every registered language's words and hold no words of their own.
 */
export interface LanguageLexicon {
  /** ISO 639-1 ('hi-Latn' for Hindi written in Latin letters). */
  code: string;
  /** The language's name in English, as the assistant lists the languages it reads. */
  name: string;
  genres: Partial<Record<Genre['name'], string[]>>;
  moods: Partial<Record<MoodLabel, string[]>>;
  /** Words for children as the audience ('kids'). */
  kids: string[];
  /** The whole family as the audience ('family night'). */
  family?: string[];
  /** Teenagers or older relatives as the audience: nothing scarier than PG-13. */
  teens?: string[];
  /** Number words, for counts ('trois films'). */
  numbers: Record<string, number>;
  /** Words naming a sequel by its part before the number ('duna parte 2', 'der pate teil 2', 'dune part two'). */
  sequelParts?: string[];
  /** Words that negate what follows ('sans', 'ohne'). */
  negations: string[];
  /** Words after a thing that turn it down ('zombies are not my thing', 'horror, my wife hates it'). */
  negationsAfter?: string[];
  /**
   * Verbs of dislike ('hates', 'odia', 'déteste'): like a negation they turn down what follows, and everything listed
   * after it in the clause, joined by 'and' (`joins`) as well as by 'or' ('she hates long movies and anything violent').
   * `others` are the other people watching, whose dislike is said with the verb left out ('one hates war films and
   * another westerns', 'uno odia el terror, otro los musicales'): what follows them is turned down too.
   */
  dislikes?: { verbs: string[]; joins: string[]; others?: string[] };
  /** Ordinal words pointing into the previous answer: 0 the first, -1 the last ('second' -> 1). */
  ordinals?: Record<string, number>;
  /** Words pointing at the whole previous answer ('them', 'those'). */
  references?: string[];
  /**
   * A clause judging the films just shown as a whole ('nah those are all too long', 'bof, ils sont trop vieux'): the
   * words it opens with for those films, and the dismissals that may come before them or stand alone ('nah', 'bof').
   */
  shownVerdicts?: { subjects: string[]; dismissals: string[] };
  /** Decade words ('eighties' -> 1980); a decade word may need a lead ('los ochenta'), part of the entry. */
  decades?: Record<string, number>;
  /** A school stage and the age of a child in it ('high school': 15), said of who the film is for. */
  schoolStages?: Record<string, number>;
  /** Words that, two of them or one strong one, show a message is in this language (for the reply's language). */
  markers?: { strong: string[]; weak: string[] };
  /** Letters beyond a-z the language writes ('ñ', 'ß'), so a message with other letters is recognised as unread. */
  letters?: string;
  /**
   * How a plural of the language ends and what its singular ends in instead ('vampiri' -> 'vampiro'), so a plural
   * the lexicon and story words hold only in the singular still tells the language a message is in.
   */
  plurals?: { plural: string; singular: string }[];
  /** Common typed forms read as their usual spelling ('dont' -> "don't", 'atmost' -> 'at most'). */
  spellings?: Record<string, string>;
  /**
   * Casual typed forms read as their usual spelling only in a message of this language, being another language's own
   * word ('is' is German 'ist' typed fast, and English 'is'): 'aus welchem jahr is der pate'.
   */
  casualSpellings?: Record<string, string>;
  /**
   * Words a mistyped word is read as when it is one slip away ('documentries' -> 'documentaries'): the kinds of film
   * people ask for, long enough that a slip cannot turn another everyday word into one of them.
   */
  typoTargets?: string[];
  /** Words for a film ('movie', 'pelicula'), after a number in a count. */
  filmWords?: string[];
  /** Count words beside the numbers: 'a couple of', 'a few', 'just' (before a number), 'recommend' (before 'a'). */
  counts?: {
    couple: string[];
    few: string[];
    just: string[];
    oneLeads: string[];
    /** Words that ask for exactly one film ('one', 'a single'); an article ('a', 'una') names a kind of film. */
    one: string[];
    /** Words that mean one right after 'just' / 'only' ('solo una'). */
    oneAfterJust: string[];
    /** 'or' between two kinds of film, either of which will do ('heist or crime'). */
    either?: string[];
    /** 'and that's it', 'e basta', 'und fertig' after a film of a kind ('a thriller and that's it'): that one film. */
    oneAndNoMore?: string[];
  };
  /** Words asking for an order ('highest rated', 'oldest'). */
  orders?: Partial<Record<RequestOrder, string[]>>;
  /** Words about the user's own films. */
  library?: {
    watchlist: string[];
    rewatch: string[];
    /** 'the kind you have to rewatch to get it': a rewatch the film calls for, said of it, no rewatch asked. */
    rewatchNeeded?: string[];
    lastLoved: string[];
    /**
     * 'based on what i like', 'selon mes goûts', 'nach meinem Geschmack': their taste as a whole, so the films they
     * loved together are the seeds, not the last one alone.
     */
    taste?: string[];
    /** 'like the last film i watched', 'en la línea de lo último que vi': the film last in their diary is the seed. */
    lastSeen?: string[];
    /**
     * 'the films i liked', 'die Filme, die ich geliked hab': their liked films named, a seed when the message also
     * asks for more that way (likedThatWay).
     */
    likedFilms?: string[];
    /** 'in that direction', 'in die Richtung', 'dans ce genre-là', 'nessa linha': more of what was named. */
    likedThatWay?: string[];
    rated?: string[];
    /** Their own ranking by rating, read near a first-person verb of rating or watching (ownVerbs). */
    best?: string[];
    worst?: string[];
    /** 'the one i liked least', 'am wenigsten gefallen': their own films ranked worst first, said by liking. */
    leastLiked?: string[];
    /** 'which one did i like best', 'am besten gefallen': their own films ranked best first, said by liking. */
    mostLiked?: string[];
    /** 'my favorite director', 'mein Lieblingsregisseur': the director they like best, read from their ratings. */
    favoriteDirector?: string[];
    /**
     * 'already', 'that's', 'ya', 'déjà', 'schon': said before the watchlist in a negated clause ('don't pick anything
     * that's already on my watchlist'), the watchlist is set aside, not picked from.
     */
    listedAlready?: string[];
    /** 'rated', 'valorado', 'noté', 'bewertet': rating, not watching ('how many films have i rated'). */
    ratedVerbs?: string[];
    /**
     * 'i've liked', 'me encantaron', "j'ai adoré", 'gemocht', 'curti', 'mi sono piaciuti', 'my favourites': the speaker
     * liked the films, the part of their library their likes and best ratings are ('the oldest film i've liked').
     */
    likedVerbs?: string[];
    /** 'i rated', 'he puntuado', "j'ai vu", 'mis notas': the speaker rated or watched. */
    ownVerbs?: string[];
    /** 'my', 'mis', 'meine': before a ranking word ('my top 3'), the ranking is of their own films. */
    mine?: string[];
    /** 'recommend', 'conseiller', 'what should i watch': their best rated are seeds, not the answer. */
    recommendAsks?: string[];
    /** 'did i ever rate', 'que nota le puse': a question about their rating of one film named beside it. */
    ratingOf?: string[];
    /** 'have i seen', 'hab ich … gesehen': a question whether they saw one film named beside it. */
    seenIt?: string[];
  };
  /** Stretches of time up to today named in a question about the user's diary. */
  period?: {
    /** 'last', 'past', 'ultimos', 'derniers', 'letzten': a number of units back from today. */
    recent: string[];
    /** Unit words and their length in days ('weeks' 7, 'mes' 30). */
    units: Record<string, number>;
    /** 'since', 'desde', 'depuis', 'seit': from a season or a month to today. */
    since: string[];
    /** Season words and the month (0-11) each begins in. */
    seasons: Record<string, number>;
    /** The twelve month names, January first; '|' between a month's spellings ('märz|marz'). */
    months?: readonly string[];
  };
  /** Role words before a person's name ('directed by', 'starring'); 'any' is either ('by'). */
  roles?: { director: string[]; cast: string[]; any: string[] };
  /** Words before a title the user has seen or does not want ('already seen', 'anything but'). */
  seen?: string[];
  /**
   * What is asked about a film of the previous answer named by its place ('the second one, tell me more', 'la
   * tercera, ¿de qué trata?', 'il secondo quanto dura?'): words for each fact (../extractors/reference-question.extractor.ts).
   */
  /**
   * What an answer about one film leads to: its sequel ('and the sequel?', 'la suite'), its lead actor ('the main
   * guy', 'el protagonista') and films like it ('something similar', 'algo parecido')
   * (../extractors/film-relation.extractor.ts).
   */
  filmRelations?: { sequel: string[]; lead: string[]; similar: string[] };
  /**
   * How a list is asked to look (../extractors/layout.extractor.ts): 'numbered list with the year', 'just the titles',
   * 'sorted by rating'. These words say how to lay the answer out, not which films to find. Each entry is a
   * regular-expression alternative; a word that could be part of a request too ('list', 'year') stands only where
   * the extractor reads a layout (beside a shape, after a lead, or in a clause of layout words alone).
   */
  layout?: {
    /** The shape asked for: 'numbered list', 'bullet points', 'a list' (an ambiguous noun only with its article). */
    shapes: string[];
    /** Tables asked for ('a table', 'una tabla'): answered as a table of the columns named. */
    tables: string[];
    /** Bullets asked for ('bullet point them', 'con viñetas', 'à puces'): the list is bulleted, not numbered. */
    bullets: string[];
    /** A verb alone opening a clause that asks for a list ('list 4 westerns', 'liste bitte ...'). */
    openers: string[];
    /** Words before a shape opening a clause ('make me', 'hazme', 'kannst du mir'). */
    leads: string[];
    /** Words between a shape and the films ('a table of', 'una lista de', 'eine tabelle mit'). */
    joins: string[];
    /** Words closing a clause a shape opened ('eine tabelle mit filmen von X machen', 'liste ... auf'). */
    closers: string[];
    /** Each column's words ('year', 'director'); `note` is a short sentence about each film, which every list has. */
    columns: Record<LayoutColumn, string[]>;
    /**
     * Question words a column may follow as the question's subject ('quem é o diretor', 'chi è il regista': 'é' and
     * 'è' typed bare are the join 'e'): a column right after one is asked, not laid out.
     */
    askedBefore: string[];
    /** Words before columns ('with the', 'con el'), between them ('and', 'y'), and after them ('next to each'). */
    columnLeads: string[];
    columnJoins: string[];
    columnTails: string[];
    /** 'just the titles', 'no descriptions': each film as its title and year only. */
    titlesOnly: string[];
    /** 'one per line', 'una linea cada una'. */
    perLine: string[];
    /** 'on why', 'explicando por que' after a line per film: the reason each list item gives already. */
    reasonTails: string[];
    /** 'no lists', 'talk to me like a friend would', 'sin listas': the films said in paragraphs, no list marks. */
    prose: string[];
    /** 'keep it short', 'en deux mots', 'in breve', 'no long lists': a short reply, a few films on a line each. */
    short?: string[];
    /**
     * The longest reply asked ('keep it under 300 characters', 'en menos de 80 palabras'): words before the number
     * and after its unit (one of them is needed), and each unit's words.
     */
    replyLength: { leads: string[]; tails: string[]; characters: string[]; words: string[] };
    /** 'bold the best one', 'den allerbesten fett': the titles are bold already. */
    bold: string[];
    /** 'sorted by rating', 'oldest first': the order of the list, which is the request's when it names none. */
    sorts: Partial<Record<RequestOrder, string[]>>;
    /** 'please', 'bitte': words that may close a layout. */
    fillers: string[];
    /**
     * Words that, beside a layout and nothing else, ask for the last answer laid out again ('can you redo that as a
     * table', 'ponlas en una lista'): verbs of showing or redoing, pronouns for the films shown, 'again', 'same'.
     */
    again?: string[];
  };
  /**
   * A wish about how the film ends ('one where the dog doesn't die', 'donde el perro no muere'), the one who lives
   * in a `(?<subject>…)` group: no story to identify; the subject stays as a theme, and films of grief are left out.
   */
  endingWishes?: string[];
  /**
   * A quality wished of a film, not a story told of one ('a movie with a great ending', 'une fin surprenante', 'mit
   * tollem Soundtrack'): 'with', an article that is no 'the', a word or two, and a noun for a part of any film (its
   * ending, twist, score, plot, cast), no 'where' after it. Read by ../extractors/quality-wish.extractor.ts.
   */
  qualityWishes?: string[];
  referenceQuestions?: Partial<
    Record<'overview' | 'runtime' | 'director' | 'year' | 'cast' | 'genres', string[]>
  >;
  /** The language a film was made in, beyond one language's name (../extractors/film-language.extractor.ts). */
  filmLanguages?: {
    /** Not English: 'foreign', 'subtitled', 'non-english'. */
    notEnglish: string[];
    /** What puts a language's name out of the request ('not in', "n'est pas en", 'nicht auf'). */
    notIn: string[];
    /** How a film was made, said after the language it is turned down in ('nicht auf englisch gesprochen'). */
    madeAfter?: string[];
    /** Subtitles turned down ('no subtitles', 'sin subtitulos'): films in the speaker's own language. */
    noSubtitles?: string[];
    /**
     * Words that turn down the subtitles named later in the same clause ('none of us can deal with subtitles', 'mon
     * père refuse de lire des sous-titres'), beside the language's negations and verbs of dislike.
     */
    cannotBear?: string[];
    /** Regions standing for their languages ('asian' -> Japanese, Korean, Chinese...). */
    regions: Partial<Record<FilmRegion, string[]>>;
  };
  /** How people say how much time they have (../extractors/time-budget.extractor.ts). */
  timeBudget?: {
    /** 'and a half' after an hour ('an hour and a half', 'una hora y media'). */
    andHalf: string[];
    /** Half an hour on its own ('half an hour', 'media hora'). */
    halfHour: string[];
    /** Words for an amount with a half in it ('anderthalb' -> 1.5). */
    amounts: Record<string, number>;
    /** Joins hours and minutes ('an hour and 45 min'). */
    and: string[];
    /**
     * Words for the minutes after an hour, said with or without 'minutes' ('an hour forty-five', 'une heure trente',
     * 'eine Stunde fünfundvierzig', 'una hora y cuarto'): literal words, each with its minutes.
     */
    minutes?: Record<string, number>;
    /** Words after a length that make it the least ('2.5 hours or more', 'dos horas o más'). */
    atLeastAfter?: string[];
    /** Words that make a length the time someone has ('i have', 'got', 'free', 'tengo'): at most that long. */
    budget: string[];
    /** 'around 100 minutes': a length give or take a quarter of an hour. */
    around: string[];
    /** 'the longer the better': the longest films. */
    longest: string[];
    /** 'nothing', 'not', 'nada', 'rien', 'nichts': before 'more than' a length ('nada que dure más de 2 horas'), the most. */
    not?: string[];
    /**
     * 'if', 'si', 'wenn': a condition before 'more than' a length says what someone can't bear ('she falls asleep if
     * it's over 2 hours', 'se dura più di due ore si addormenta'), so the length is the most.
     */
    ifWords?: string[];
    /** 'don't have 2 hours', 'no tengo dos horas': the time there is falls short of the length. */
    lacking?: string[];
    /**
     * "i don't mind", 'me da igual', 'peu importe': said before 'if it's over' a length, the length is fine, no bound
     * ("i don't mind if it's over 2 hours").
     */
    accepted?: string[];
    /**
     * A trip's or a break's words ('flight', 'vuelo', 'Zugfahrt', 'lunch break'): said next to a length ('my flight is
     * 3 hours', 'a 2 hour train ride', 'my break is 45 min'), the length is the time there is.
     */
    trips?: string[];
    /**
     * Watching or finishing a film within a length ('what can i watch in 90 minutes', 'qué puedo ver en hora y
     * media'): `before` ends the words before the length, `after` (when given) must start the words after it
     * ('was kann ich in anderthalb Stunden schauen'). The length is the time there is.
     */
    watchedWithin?: { before: string[]; after?: string[] };
    /**
     * 'in', 'dentro de', 'dans', 'tra': right before a length, the time from now until something ('they go to bed in
     * 80 mins', 'on part dans une heure'): the time there is.
     */
    fromNow?: string[];
    /**
     * Clock times: two said ('it's 8 now, bed by 10', 'avant minuit, il est 22h') give the time there is
     * between them. `at` comes before an hour of the day ('at', 'by', "it's", 'alle', 'um'); `marks` after one
     * without it ('10pm', '20 Uhr'); `named` are times of day said by name, in minutes after midnight or noon.
     */
    clock?: { at: string[]; marks?: string[]; named?: Record<string, number> };
    /**
     * 'the last', 'la dernière', 'die letzte': a part of the time there is, said before its length ('3 hours but i'll
     * nap the last hour'), taken off it.
     */
    parts?: string[];
  };
  /** Small talk beyond greetings, thanks and praise (../extractors/small-talk.extractor.ts). */
  smallTalk?: {
    goodbyes: string[];
    /** 'brb', 'back in a bit': leaving for a while, whatever reason is said after it ('brb, gotta put the kids to bed'). */
    away?: string[];
    /** 'how are you', 'que tal'. */
    wellbeing: string[];
    /** Questions about the assistant itself ('who are you', 'are you a bot'). */
    identity: string[];
    /** The suggestions just made judged poor ('those picks were meh'): an apology, and an offer to try again. */
    complaints?: string[];
    /** Praise of the assistant itself ('you're better at this than google'), not of a film. */
    praise?: string[];
    /** What closes praise ('just what i needed', 'that was'). */
    closers: string[];
    /** Subjects no film answers ('the weather', 'a recipe', sums, a match's score): asked alone, a polite refusal. */
    offTopic?: string[];
    /** Words around small talk that carry nothing ('mate', 'so much'). */
    fillers: string[];
    /**
     * Words that soften a question without changing it ('actually', 'eigentlich'): 'are you actually a bot?' asks
     * what 'are you a bot?' asks.
     */
    hedges?: string[];
  };
  /** Phrases, question shapes and filler (an empty list where the language has none yet). */
  phrases: LanguagePhrases;
}
