/**
 * Themes people ask for or avoid, each named by the TMDB keywords the catalog stores for its movies
 * (`keywords_json`): 'a heist movie' wants heist or bank robbery, 'no zombies' leaves out zombie movies.
 * Words are matched after normalizeText (lower case, no accents); Spanish and other words sit beside the English.
 */
import type { KeywordTheme } from './chat-query.ts';
import type { Genre } from '@marquee/contracts';
import { genreIdOf } from './lexicon.ts';
import { normalizeText } from './text.ts';
import { rememberedByText } from './remembered.ts';

interface ThemeEntry extends KeywordTheme {
  /** Regular-expression alternatives naming the theme, in every language the lexicons cover (en es fr de pt it). */
  words: string[];
  /**
   * How an English overview tells the theme when it names neither the label nor a keyword ('travels back in time',
   * 'a boxer'): regular-expression alternatives; a tagged film whose overview tells it is surely about it.
   */
  told?: string[];
  /** A country named after 'set in' ('ambientati in italia'): where the films take place, not their origin. */
  setIn?: boolean;
  /**
   * The genre whose subject the theme is ('Music' for musicians): a film of the subject the catalog files under other
   * genres (an animated film about a jazz pianist) is left out with the genre ('not about music', 'nada de música').
   */
  subjectOf?: Genre['name'];
}

/**
 * 'set in', 'ambientati in', 'qui se passent en', 'die in … spielen', 'passados na': a country after these is where
 * the films take place, not where they were made ('italian films' and 'films from italy' ask for its cinema).
 */
const SET_IN = String.raw`(?:(?:set|takes? place|taking place|happens?|happening|located) in|(?:ambientad[ao]s?|situad[ao]s?|que (?:pasan?|ocurren?|suceden?|transcurren?|se desarrollan?)) en|(?:qui se (?:passent|passe|deroulent|deroule)|se (?:passant|deroulant)|situe(?:e|s|es)?) (?:en|au)|(?:die|der|das|spiel(?:en|t|end\w*)) in|(?:ambientat[oaie]|che si (?:svolg(?:e|ono)|passa(?:no)?)) in|(?:ambientad[oa]s?|passad[oa]s?|que se passam?|que acontecem?) (?:em|na|no))`;

/**
 * 'about', 'sobre', 'sur', 'über', 'su', 'sull'': a country the films are about is where they take place too, not the
 * language they speak ('comédias sobre a Itália' are comedies set there, 'italian comedies' are Italy's own).
 */
const ABOUT = String.raw`(?:about|on|sobre|acerca de|a proposito de|sur|a propos de|uber|su|sul|sulla|riguardo)`;
/** The article a country may take after those words, in every language ('the', 'a', 'la', "l'", 'die'). */
const COUNTRY_ARTICLE = String.raw`(?:(?:the|a|o|la|le|el|die|das|dem|den) |l')?`;

/** A country as where the films are set: its names after SET_IN or ABOUT, in every language. */
const setIn = (names: string) => `(?:${SET_IN} |${ABOUT} |sull')${COUNTRY_ARTICLE}(?:${names})`;

const THEMES: ThemeEntry[] = [
  {
    label: 'heist',
    words: [
      'heists?',
      'robbery',
      'robberies',
      'atracos?',
      'robos?',
      'braquages?',
      'bankraub(?:e)?',
      'raubzug',
      'raububerfall',
      'assaltos?',
      'rapin[ae]',
      'colpo grosso',
    ],
    told: ['rob(?:s|bing)?', 'steal(?:s|ing)?', 'thie(?:f|ves)', 'vault'],
    keywords: [
      'heist',
      'heist movie',
      'heist gone wrong',
      'bank robbery',
      'bank robber',
      'robbery',
      'thief',
      'cat burglar',
    ],
  },
  {
    label: 'time travel',
    words: [
      'time[- ]travel(?:l?ing)?',
      'viajes? en el tiempo',
      'voyages? dans le temps',
      'zeitreisen?',
      'viage(?:m|ns) no tempo',
      'viaggi(?:o)? nel tempo',
      'viajes? (?:a traves )?del tiempo',
      'viage(?:m|ns) (?:atraves )?do tempo',
    ],
    keywords: ['time travel', 'time loop', 'time machine'],
    told: [
      String.raw`time[- ]?travel\w*`,
      'back in time',
      'through time',
      '(?:in)?to the past',
      'from the future',
      'same day (?:again|over)',
    ],
  },
  {
    label: 'true story',
    words: [
      '(?:based on )?(?:a )?true stor(?:y|ies)',
      'real events',
      'historias? reale?s',
      'historia real',
      'hechos reales',
      'histoires? vraies?',
      'faits reels',
      'wahren? (?:geschichten?|begebenheit(?:en)?)',
      'fatos reais',
      'stori[ae] ver[ae]',
      'fatti reali',
    ],
    keywords: ['based on true story', 'biography', 'true story'],
    told: ['true events', 'real[- ]life', 'the true story', 'based on the (?:life|story)'],
  },
  {
    label: 'dystopia',
    words: [
      'dystopi(?:a|an|as|e|en|ques?|sche[nr]?)',
      'post-?apocalyptic',
      'post-?apocalyptiques?',
      'post-?apokalyptische[nr]?',
      'pos-?apocalipticos?',
      'post-?apocalittic[io]',
      'postapocalipticas?',
      'apocalypse',
      'distopi(?:a|as|e|cas?|cos?|ci)',
    ],
    keywords: ['dystopia', 'post-apocalyptic', 'post-apocalyptic future', 'apocalypse'],
    told: [
      'totalitarian',
      'oppressive (?:regime|government|future)',
      'ruined (?:world|earth|future)',
      'wasteland',
      'after the (?:collapse|apocalypse)',
    ],
  },
  {
    label: 'zombies',
    words: ['zombies?', 'zombis?', 'zumbis?', 'undead', 'mort-vivants?', 'morti viventi', 'untote[n]?'],
    keywords: ['zombie', 'zombie apocalypse'],
    told: ['undead', 'walking dead', 'flesh[- ]eating', 'infected'],
  },
  {
    label: 'serial killers',
    words: [
      'serial killers?',
      'asesinos? en serie',
      'assassinos? em serie',
      'tueurs? en serie',
      'serienmorder(?:n)?',
      'assassin[io] serial[ei]',
      'psychopaths?',
      'psicopatas?',
      'psychopathes?',
      'psychopathen',
      'psicopatici',
    ],
    keywords: ['serial killer', 'psychopath'],
    told: ['serial', 'murders', 'killing spree'],
  },
  {
    label: 'coming of age',
    words: [
      'coming[- ]of[- ]age',
      'growing up',
      'teen years',
      'adolescencia',
      'adolescence',
      'adolescenza',
      "passage a l'age adulte",
      'erwachsenwerden',
      'amadurecimento',
    ],
    keywords: ['coming of age', 'adolescence', 'teenager', 'high school'],
    told: ['teenagers?', 'adolescen\\w*', 'growing up', 'high school', 'summer before'],
  },
  {
    label: 'revenge',
    words: [
      'revenge',
      'vengeances?',
      'venganzas?',
      'vengativ[ao]s?',
      'vengeurs?',
      'rache(?:filme?|thriller|geschichten?|feldzug)?',
      'vingancas?',
      'vendett[ae]',
    ],
    keywords: ['revenge', 'vengeance'],
    // 'avenges his father', never 'the Avengers'.
    told: ['aveng(?:e|es|ed|ing)', 'vengeful', 'payback', 'retribution', 'vendetta'],
  },
  {
    label: 'road trip',
    words: ['road[- ]?trips?', 'road movies?', 'viajes? por carretera', 'viagens? de carro'],
    keywords: ['road trip', 'road movie'],
    told: ['cross[- ]country', 'road trip', 'on the road', 'drive across'],
  },
  {
    label: 'superheroes',
    words: [
      'superhero(?:es)?',
      'super[- ]hero(?:es|e|s)?',
      'super[- ]?heroi(?:s|nas?)?',
      'super[- ]?held(?:en|in)?',
      'super[- ]?ero[ei]',
      'comic book',
      'marvel',
      'superheroes?',
      'super-?heros',
      'superhelden?',
      'super-?herois',
      'superero[ei]',
    ],
    keywords: ['superhero', 'based on comic', 'marvel comic'],
    told: ['superpowers?', 'super[- ]?heroe?s?', 'powers'],
  },
  {
    label: 'vampires',
    words: ['vampires?', 'vampiros?', 'vampiri', 'vampiro', 'vampire?n?', 'dracula'],
    keywords: ['vampire'],
    told: ['bloodsuck\\w*', 'undead', 'dracula'],
  },
  {
    label: 'dinosaurs',
    words: [
      'dinosaurs?',
      'dinos?',
      'dinosaurios?',
      'dinosaures?',
      'dinosaurier',
      'dinossauros?',
      'dinosauri',
    ],
    keywords: ['dinosaur'],
    told: ['t[- ]rex', 'jurassic', 'prehistoric'],
  },
  {
    label: 'artificial intelligence',
    words: [
      'artificial intelligence',
      'a\\.?i\\.? (?:movies?|films?)',
      'inteligencia artificial',
      'intelligence artificielle',
      'kunstliche intelligenz',
      'intelligenza artificiale',
    ],
    keywords: ['artificial intelligence', 'android', 'robot'],
    told: ['sentient', 'androids?', 'computer', 'machine intelligence'],
  },
  {
    label: 'prison',
    words: [
      'prison',
      'jail',
      'prison break',
      'carcel(?:es)?',
      'prision',
      'gefangnis(?:se[n]?)?',
      'knast',
      'prisao',
      'prisoes',
      'cadeia',
      'prigion[ei]',
      'carcere',
    ],
    keywords: ['prison', 'prison escape', 'prisoner'],
    told: ['inmates?', 'convicts?', 'behind bars', 'penitentiary', 'prisoners?', 'jail'],
  },
  {
    label: 'spies',
    words: [
      'spy',
      'spies',
      'espionage',
      'secret agents?',
      'espias?',
      'espions?',
      'spione?',
      'espioes',
      'spie',
      'spia',
    ],
    keywords: ['spy', 'espionage', 'secret agent'],
    told: ['agents?', 'mi6', 'cia', 'kgb', 'undercover', 'double agent'],
  },
  {
    label: 'James Bond',
    words: ['james bond', '007', 'bond (?:films?|movies?|flicks?|filme?n?|filmes?|peliculas?)'],
    keywords: ['secret intelligence service', 'british secret service', 'mi6'],
    told: ['james bond', '007'],
  },
  {
    label: 'World War II',
    words: [
      'world war (?:ii|2|two)',
      'ww2',
      'wwii',
      'nazis?',
      'segunda guerra mundial',
      '(?:seconde|deuxieme) guerre mondiale',
      'zweite[nr]? weltkrieg(?:e?s)?',
      'seconda guerra mondiale',
      'nazisti',
    ],
    keywords: ['world war ii', 'nazi', 'nazis'],
    told: ['nazis?', 'world war', 'd-day', '194[0-5]', 'wehrmacht', 'holocaust'],
    subjectOf: 'War',
  },
  {
    label: 'Christmas',
    words: [
      'christmas',
      'xmas',
      'navidad(?:es|enas?)?',
      'noel',
      'weihnacht(?:en|s)?',
      'weihnachtsfilme?',
      'natal(?:inos?)?',
      'natale',
      'natalizi',
    ],
    keywords: ['christmas', 'holiday'],
    told: ['santa', 'christmas eve', 'holiday season'],
  },
  {
    label: 'ghosts',
    words: ['ghosts?', 'haunted(?: houses?)?', 'fantasmas?', 'fantomes?', 'geister?', 'fantasmi', 'bhoot'],
    keywords: ['ghost', 'haunted house', 'haunting'],
    told: ['haunt\\w*', 'spirits?', 'poltergeist'],
  },
  {
    label: 'sharks',
    words: [
      'sharks?',
      'tiburon(?:es)?',
      'requins?',
      // German plurals only: 'hai' is Italian for 'you have' ('hai qualcosa di simile?').
      'haie',
      'haien',
      'haifische?',
      'tubaroes',
      'tubarao',
      'squal[oi]',
    ],
    keywords: ['shark'],
    told: ['great white', 'jaws'],
  },
  {
    label: 'spiders',
    words: [
      'spiders?',
      'arachnophobi[ace]',
      'aracnofobi[ac]o?',
      'aranas?',
      'araignees?',
      'spinnen?',
      'aranhas?',
      'ragni',
      'ragno',
    ],
    keywords: ['spider', 'giant spider', 'spider bite', 'spider web', 'arachnophobia', 'tarantula'],
    told: ['arachn\\w*', 'tarantulas?'],
  },
  // Where a film is set: the catalog tags the cities its films take place in.
  {
    label: 'new york',
    place: true,
    words: ['new york(?: city)?', 'nyc', 'manhattan', 'brooklyn', 'nueva york', 'nova york', 'nova iorque'],
    keywords: ['new york city', 'new york', 'manhattan, new york city', 'brooklyn, new york city'],
  },
  { label: 'paris', place: true, words: ['paris', 'parigi'], keywords: ['paris', 'paris, france'] },
  {
    label: 'london',
    place: true,
    words: ['london', 'londres', 'londra'],
    keywords: ['london, england', 'london england', 'london'],
  },
  {
    label: 'los angeles',
    place: true,
    // 'old hollywood classics', 'los clasicos de hollywood': the studios' golden age, an era of films, no place.
    words: [
      'los angeles',
      String.raw`(?<!(?:old|classic|golden age|classics?|clasicos?|classicos?|classiques?|classici|klassiker|vieux|vieil|viejo|antiguo|velho|velha|vecchia|alte[ns]?) (?:(?:of|from|de|do|da|di|del|du|aus|des) )?)hollywood(?! (?:classics?|clasicos?|classicos?|classiques?|classici|klassiker|golden age|era|style|de oro|d'or|d'oro))`,
    ],
    keywords: ['los angeles', 'hollywood'],
  },
  {
    label: 'italy',
    place: true,
    setIn: true,
    words: [setIn('italy|italia|italie|italien')],
    keywords: [
      'italy',
      'rome, italy',
      'rome',
      'sicily, italy',
      'sicily',
      'venice, italy',
      'venice',
      'naples, italy',
      'florence, italy',
      'tuscany, italy',
      'milan, italy',
      'italian riviera',
    ],
    told: ['ital\\w*', 'rome', 'sicil\\w*', 'venice', 'naples', 'tuscan\\w*', 'florence', 'milan', 'riviera'],
  },
  {
    label: 'france',
    place: true,
    setIn: true,
    words: [setIn('france|francia|frankreich|franca')],
    keywords: ['france', 'paris, france', 'paris', 'provence', 'normandy, france', 'marseille, france'],
    told: ['france', 'french', 'paris\\w*', 'provence', 'normandy', 'marseille'],
  },
  {
    label: 'spain',
    place: true,
    setIn: true,
    words: [setIn('spain|espana|espagne|spanien|espanha|spagna')],
    keywords: ['spain', 'madrid, spain', 'barcelona, spain', 'seville, spain', 'andalusia, spain'],
    told: ['spain', 'spanish', 'madrid', 'barcelona', 'seville', 'andalusia'],
  },
  {
    label: 'germany',
    place: true,
    setIn: true,
    words: [setIn('germany|alemania|allemagne|deutschland|alemanha|germania')],
    keywords: ['germany', 'berlin, germany', 'berlin', 'munich, germany', 'east germany', 'nazi germany'],
    told: ['german\\w*', 'berlin', 'munich', 'hamburg'],
  },
  {
    label: 'japan',
    place: true,
    setIn: true,
    words: [setIn('japan|japon|japao|giappone')],
    keywords: ['japan', 'tokyo, japan', 'kyoto, japan', 'osaka, japan'],
    told: ['japan\\w*', 'tokyo', 'kyoto', 'osaka'],
  },
  {
    label: 'mexico',
    place: true,
    setIn: true,
    words: [setIn('mexico|mexique|mexiko|messico')],
    keywords: ['mexico', 'mexico city, mexico'],
    told: ['mexic\\w*'],
  },
  {
    label: 'pirates',
    words: ['pirates?', 'piratas?', 'pirati', 'pirata', 'piraten?'],
    keywords: ['pirate'],
    told: ['captain', 'treasure', 'high seas'],
  },
  {
    label: 'martial arts',
    words: [
      'martial arts',
      'kung fu',
      'karate',
      'artes marciales',
      'arts martiaux',
      'kampfkunst',
      'kampfsport',
      'artes marciais',
      'arti marziali',
    ],
    keywords: ['martial arts', 'kung fu'],
    told: ['kung fu', 'karate', 'fighter', 'dojo'],
  },
  {
    label: 'aliens',
    words: [
      'alien invasion',
      'aliens?',
      'extraterrestres?',
      'ufos?',
      'ausserirdische?n?',
      'alieni',
      'alienigenas?',
    ],
    keywords: ['alien', 'alien invasion', 'extraterrestrial'],
    told: ['extraterrestrials?', 'invasion', 'from another planet', 'ufos?'],
  },
  {
    label: 'space',
    words: [
      'outer space',
      'space travel',
      'space',
      'astronauts?',
      'cosmonauts?',
      'nasa',
      'spaceships?',
      'espacio',
      'espacia(?:l|les|is)',
      'astronautas?',
      'espace',
      'spatia(?:l|le|les|ux)',
      'astronautes?',
      'cosmonautes?',
      'weltraum',
      'weltall',
      'raumfahrt',
      'raumschiff(?:e|en)?',
      'astronaut(?:en|in|innen)',
      'espaco',
      'spazio',
      'spazial[ei]',
      'astronaut[aei]',
    ],
    keywords: [
      'space',
      'space travel',
      'astronaut',
      'spaceship',
      'outer space',
      'space opera',
      'space battle',
      'spacecraft',
      'space station',
      'galaxy',
      'planet',
    ],
    told: ['astronauts?', 'spaceships?', 'spacecraft', 'orbit', 'galax\\w*', 'planets?', 'mars', 'the moon'],
  },
  {
    label: 'sports',
    words: [
      'sports?',
      'deportes?',
      'deportivas?',
      'esportes?',
      'esportivos?',
      'sportivi',
      'football',
      'soccer',
      'futbol',
      'futebol',
      'fussball',
      'calcio',
      'basketball',
      'baloncesto',
      'basquete',
      'pallacanestro',
      'baseball',
      'beisebol',
    ],
    keywords: ['sport', 'sports', 'boxing', 'football (soccer)', 'baseball', 'basketball', 'boxer'],
  },
  {
    label: 'boxing',
    words: [
      'boxing',
      'boxers?',
      'boxeo',
      'boxeadore?s?',
      'boxe',
      'boxeurs?',
      'boxen',
      'boxkampf',
      'boxeadores',
      'pugilato',
      'pugil[ei]',
    ],
    keywords: ['boxing', 'boxer', 'boxing match', 'bare knuckle boxing', 'boxing trainer'],
    told: ['boxers?', 'boxing', 'heavyweight', 'middleweight', 'prize ?fight\\w*', 'in the ring'],
  },
  {
    label: 'witches',
    words: ['witch(?:es|craft)?', 'brujas?', 'sorcieres?', 'hexen?', 'bruxas?', 'streghe', 'strega'],
    keywords: ['witch', 'witchcraft'],
    told: ['witchcraft', 'spells?', 'coven'],
  },
  {
    label: 'dragons',
    words: ['dragons?', 'dragones?', 'drachen', 'dragoes', 'draghi', 'drago'],
    keywords: ['dragon'],
    told: ['dragon\\w*'],
  },
  {
    label: 'robots',
    words: [
      'robots?',
      'androids?',
      'cyborgs?',
      'roboter(?:n)?',
      'androiden?',
      'robos',
      'robo',
      'androides?',
      'androidi',
      'ciborgs?',
    ],
    keywords: ['robot', 'android', 'cyborg'],
    told: ['androids?', 'machines?', 'cyborgs?'],
  },
  {
    label: 'weddings',
    words: ['weddings?', 'bodas?', 'mariages?', 'hochzeit(?:en)?', 'casamentos?', 'matrimoni[o]?', 'nozze'],
    keywords: ['wedding'],
    told: ['brides?', 'grooms?', 'marry', 'marriage', 'maid of honou?r'],
  },
  {
    label: 'dogs',
    words: [
      'dogs?',
      'puppy',
      'puppies',
      'perros?',
      'chiens?',
      'hunde?n?',
      'caes',
      'cachorros?',
      'cani',
      'cane',
      'doggos?',
      'perritos?',
      'chiots?',
      'welpen',
      'cachorrinhos?',
      'cuccioli',
      'cagnolin[oi]',
    ],
    keywords: ['dog'],
    told: ['pupp(?:y|ies)', 'canine', 'his dog', 'her dog'],
  },
  {
    label: 'animals',
    words: [
      'animals?',
      'animales',
      'animaux',
      'tiere?n?',
      'animais',
      'animali',
      'bichos?',
      'bichinhos?',
      'animalitos?',
      'talking animals?',
      'creatures',
    ],
    keywords: [
      'animal lead',
      'talking animal',
      'animal sidekick',
      'human animal relationship',
      'animals',
      'dog',
      'cat',
      'talking cat',
      'talking dog',
      'family dog',
    ],
    told: [
      'animals?',
      'pupp(?:y|ies)',
      'dog',
      'cat',
      'fox',
      'lion',
      'bear',
      'panda',
      'rabbit',
      'mouse',
      'rat',
    ],
  },
  {
    label: 'journalists',
    words: [
      'journalists?',
      'journalism',
      'reporters?',
      'newspapers?',
      'periodistas?',
      'periodismo',
      'journalistes?',
      'journalisme',
      'journalist(?:en|in)?',
      'reporter(?:in)?',
      'jornalistas?',
      'jornalismo',
      'giornalist[ie]',
      'giornalismo',
    ],
    keywords: ['journalist', 'journalism', 'reporter', 'news reporter', 'newspaper reporter', 'newspaper'],
    told: ['journalist', 'reporter', 'newspaper', 'editor', 'the press'],
  },
  {
    label: 'high school',
    words: ['high school', 'school', 'colegio', 'instituto', 'lycee', 'highschool', 'ensino medio', 'liceo'],
    keywords: ['high school', 'school'],
  },
  {
    label: 'musicals',
    words: [
      'musicals?',
      'musicales?',
      'singing',
      'songs',
      'comedies? musicales?',
      'musicais',
      // 'sin tanta canción', 'sans les chansons', 'ohne Gesang', 'sem cantoria', 'senza canzoni'.
      'canciones',
      'cantos?',
      'chansons',
      'gesang',
      'lieder',
      'cantorias?',
      'canzoni',
    ],
    keywords: ['musical'],
    told: ['sing\\w*', 'songs?', 'dancers?', 'broadway'],
    subjectOf: 'Music',
  },
  {
    label: 'musicians',
    words: [
      'musicians?',
      'singers?',
      'rock ?stars?',
      '(?:rock|jazz|punk|music|boy|girl)[- ]?bands?',
      'bands',
      'musicos?',
      'cantantes?',
      'musicien(?:ne)?s?',
      'chanteu(?:r|rs|se|ses)',
      'musiker(?:n|in|innen)?',
      'sanger(?:n|in|innen)?',
      'musicist[ai]',
      'cantanti',
      'cantor(?:es|as?)?',
    ],
    keywords: [
      'musician',
      'singer',
      'music band',
      'band',
      'rock band',
      'jazz band',
      'pianist',
      'composer',
      'drummer',
      'jazz singer or musician',
      'opera singer',
    ],
    told: ['musicians?', 'singers?', 'band', 'pianist', 'composer', 'guitarist', 'drummer', 'jazz', 'rock'],
    subjectOf: 'Music',
  },
  {
    label: 'assassins',
    words: [
      'assassins?',
      'hitm(?:a|e)n',
      'sicarios?',
      'tueurs? a gages',
      'auftragsmorder',
      'auftragskiller',
      'assassinos? de aluguel',
      'sicari',
    ],
    keywords: ['assassin', 'hitman', 'contract killer'],
    told: ['hitm[ae]n', 'contract killers?', 'killer for hire', 'assassinations?'],
  },
  {
    label: 'mafia',
    words: [
      // 'Mafiafamilien', 'familias mafiosas', 'familles mafieuses', 'famiglie mafiose'.
      'mafia\\w*',
      'mob',
      'mobsters?',
      'gangsters?',
      'organi[sz]ed crime',
      'crime famil(?:y|ies)',
      'mafios[oaie]s?',
      'mafieu(?:x|se|ses)',
    ],
    keywords: ['mafia', 'gangster', 'organized crime'],
    told: ['mob\\w*', 'crime family', 'godfather', 'gangsters?', 'mafioso'],
  },
  // Cut off from everyone, left to get by alone: a castaway's story, not any fight to stay alive (zombies, wars).
  {
    label: 'castaways',
    words: [
      'stranded',
      'castaways?',
      'marooned',
      'desert(?:ed)? islands?',
      'survive (?:alone|on (?:their|his|her|my|your) own|by (?:them|him|her|my|your)sel(?:f|ves))',
      'naufrag[oa]s?',
      'islas? desiertas?',
      'varad[oa]s?',
      'naufrage(?:e|s|es)?',
      'iles? desertes?',
      'echoue(?:e|s|es)? sur',
      'gestrandet(?:e[nr]?)?',
      'schiffbruchige[nr]?',
      'einsamen? insel',
      'ilhas? desertas?',
      'isol[ae] desert[ae]',
      'naufraghi',
    ],
    keywords: ['stranded', 'marooned', 'castaway', 'deserted island'],
    told: ['castaways?', 'washed up', 'left for dead', 'surviv\\w* alone', 'uninhabited island'],
  },
  // Plot devices: what the story turns on ('a time loop', 'un bucle temporal', 'eine Zeitschleife').
  {
    label: 'time loops',
    words: [
      'time loops?',
      'groundhog day loops?',
      'bucles? (?:temporal(?:es)?|de tiempo)',
      'boucles? temporelles?',
      'zeitschleifen?',
      'loops? tempora(?:l|is)',
      'loops? (?:temporale|nel tempo)',
      'anell[oi] temporal[ei]',
    ],
    keywords: ['time loop'],
    told: [
      'same (?:day|morning|night)',
      'every morning to the same',
      'reliv(?:e|es|ing)',
      'over and over',
      'again and again',
      'repeat(?:s|ing)? (?:the same|his|her|their)',
    ],
  },
  // Occupations: who the story follows ('a teacher', 'un detective', 'ein Lehrer').
  {
    label: 'teachers',
    words: [
      '(?:school)?teachers?',
      'professors?',
      'tutors?',
      'profesor(?:es|as?)?',
      '(?<!obras? )maestr(?:[oa]s?|[ei])',
      'professeurs?',
      'instituteurs?',
      'institutrices?',
      'enseignant(?:e|s|es)?',
      'lehrer(?:in|innen|n)?',
      'professor(?:es|as?)?',
      'professor[ei]',
      'professoress[ae]',
      'insegnant[ei]',
    ],
    keywords: ['teacher', 'schoolteacher', 'music teacher', 'professor', 'teacher student relationship'],
    told: ['teach(?:er|ers|es|ing)?', 'professors?', 'tutors?', 'classroom', 'pupils'],
  },
  {
    label: 'detectives',
    words: [
      'detectives?',
      'private (?:eyes?|investigators?)',
      'sleuths?',
      'investigador(?:es|as?)? privad[oa]s?',
      'enqueteu(?:r|rs|se|ses)',
      'detektiv\\w*',
      'ermittler(?:in|innen|n)?',
      'kommissar(?:e|in)?',
      'detetives?',
      'investigator[ei]',
      'ispettor[ei]',
    ],
    keywords: ['detective', 'private detective', 'detective inspector', 'police detective', 'private eye'],
    told: ['detectives?', 'investigat\\w*', 'sleuths?', 'inspector', 'private eye', 'sherlock'],
  },
  {
    label: 'ninjas',
    words: ['ninjas?'],
    keywords: ['ninja', 'ninjutsu'],
    told: ['ninjas?', 'shinobi'],
  },
  // Settings: where the story takes place ('set on an island', 'auf einer Insel', 'en una isla').
  {
    label: 'islands',
    // Italian 'isole' only after an article: French 'isolé' is 'lonely'.
    words: [
      'islands?',
      'isl(?:a|as|es)',
      'iles?',
      'inseln?',
      'ilhas?',
      'isola',
      '(?:le|sulle|nelle|delle) isole',
    ],
    keywords: ['island', 'exotic island', 'tropical island', 'deserted island'],
    told: ['isles?', 'islanders?', 'atolls?', 'archipelago'],
  },
  {
    label: 'survival',
    words: ['survival', 'supervivencia', 'survie', 'uberlebens?(?:kampf)?', 'sobrevivencia', 'sopravvivenza'],
    keywords: ['survival'],
    told: ['stranded', 'surviv\\w*', 'wilderness', 'castaway'],
  },
  { label: 'found footage', words: ['found[- ]footage'], keywords: ['found footage'] },
  { label: 'slashers', words: ['slashers?'], keywords: ['slasher'] },
  {
    label: 'cyberpunk',
    words: [
      'cyberpunk',
      'virtual reality',
      'realidade? virtual',
      'realite virtuelle',
      'virtuelle[nr]? realitat',
      'realta virtuale',
    ],
    keywords: ['cyberpunk', 'virtual reality'],
  },
  {
    label: 'based on a book',
    words: [
      'based on (?:a )?(?:book|novel)',
      'book adaptations?',
      'adaptations? of (?:a )?(?:book|novel)',
      'basad[ao]s? en (?:un )?(?:libro|novela)',
      "(?:adaptes?|tires?) d'(?:un )?(?:livre|roman)",
      'buchverfilmung(?:en)?',
      'nach einem (?:buch|roman)',
      'baseados? em (?:um )?(?:livro|romance)',
      'tratt[io] da (?:un )?(?:libro|romanzo)',
    ],
    keywords: ['based on novel', 'based on novel or book', 'based on young adult novel'],
    told: ['novel', 'bestsell\\w*'],
  },
  {
    label: 'dreams',
    // 'my dream film', 'o filme dos meus sonhos': a wish, no theme.
    words: [
      String.raw`(?<!\b(?:my|our|mis|nuestros|mes|nos|meine[nr]?|meus|nossos|miei|nostri) )(?:dreams|dreaming|suenos|reves|traume[n]?|sonhos|sogni)`,
      'lucid dream(?:s|ing)?',
    ],
    keywords: ['dream', 'dreams', 'lucid dreaming', 'dream world', 'nightmare'],
    told: ['dreamscape', 'subconscious', 'nightmares?', "people's dreams"],
  },
  {
    label: 'the Holocaust',
    words: [
      'holocaust',
      'shoah',
      'holocausto',
      'holocauste',
      'olocausto',
      'concentration camps?',
      'campos? de concentraci(?:on|ao)',
      'camps? de concentration',
      'konzentrationslager',
      'campi? di concentramento',
    ],
    keywords: [
      'holocaust (shoah)',
      'the holocaust',
      'holocaust',
      'concentration camp',
      'jew persecution',
      'extermination camp',
      'auschwitz',
    ],
    told: ['jews', 'jewish', 'ghetto', 'concentration camps?', 'death camps?', 'auschwitz'],
  },
  {
    label: 'grief',
    words: [
      'grief',
      'grieving',
      'mourning',
      'bereavement',
      'losing (?:someone|a loved one|a parent|a child|a spouse)',
      'loss of a loved one',
      '(?:el|del|al|sobre) duelo',
      'perder a (?:alguien|un ser querido)',
      'perdida de un ser querido',
      'deuil',
      "perte d'un (?:etre cher|proche)",
      'trauer(?:n|arbeit)?',
      'verlust eines (?:geliebten )?menschen',
      'luto',
      'perder alguem',
      'perda de (?:alguem|um ente querido)',
      'lutto',
      'perdita di una persona cara',
    ],
    keywords: [
      'grief',
      'loss of loved one',
      'death of a loved one',
      'mourning',
      'grieving',
      'loss of wife',
      'loss of husband',
      'loss of child',
      'loss of father',
      'loss of mother',
      'death of wife',
      'widower',
    ],
    told: [
      'grie(?:f|ving|ves)',
      'mourn\\w*',
      // A widow is as often a western's or a thriller's; a widower is a man left behind.
      'widower',
      'bereave\\w*',
      '(?:death|loss) of (?:his|her|their) (?:wife|husband|son|daughter|mother|father|child|brother|sister)',
      'late (?:wife|husband)',
    ],
  },
  {
    label: 'friendship',
    words: [
      'friendships?',
      'best friends',
      'amistad(?:es)?',
      'amities?',
      'freundschaft(?:en)?',
      'amizades?',
      'amicizi[ae]',
    ],
    keywords: [
      'friendship',
      'best friend',
      'male friendship',
      'female friendship',
      'unlikely friendship',
      'friends',
    ],
    told: ['friendship', 'best friends?', 'unlikely (?:friends?|bond)', 'become friends', 'befriends?'],
  },
  {
    label: 'slavery',
    words: [
      'slaves?',
      'slavery',
      'esclavitud',
      'esclavos?',
      'esclavage',
      'esclaves?',
      'sklaverei',
      'sklaven',
      'escravidao',
      'escravatura',
      'escravos?',
      'schiavitu',
      'schiav[io]',
    ],
    keywords: [
      'slavery',
      'slave',
      'sold into slavery',
      'slave owner',
      'black slave',
      'slave trade',
      'plantation',
    ],
    told: ['slaves?', 'slavery', 'enslaved', 'plantation', 'sold into (?:slavery|bondage)'],
  },
  {
    label: 'con artists',
    words: [
      'con (?:artists?|m[ae]n|games?)',
      'grifters?',
      'swindlers?',
      'scams?',
      'estafadore?s?',
      'estafas?',
      'timadore?s?',
      'escrocs?',
      'arnaques?',
      'arnaqueurs?',
      'betruger(?:n)?',
      'hochstapler(?:n)?',
      'trickbetruger(?:n)?',
      'vigaristas?',
      'golpistas?',
      'trapaceiros?',
      'truffatori',
      'truffatore',
      'truffe',
      'imbroglion[ei]',
    ],
    keywords: ['con artist', 'con man', 'swindle', 'scam', 'grifter', 'confidence trick', 'impostor'],
    told: ['con (?:artist|m[ae]n)', 'swindl\\w*', 'scam\\w*', 'grift\\w*', 'impostor', 'forger\\w*'],
  },
];

/** Every theme's label: the replies name themes by it, in each language's words. */
export const THEME_LABELS: readonly string[] = THEMES.map((entry) => entry.label);

/** The themes that are a genre's subject ('Music': musicals, musicians), as a request turns them down with it. */
export function themesOfGenre(id: number): KeywordTheme[] {
  return THEMES.filter((entry) => entry.subjectOf && genreIdOf(entry.subjectOf) === id).map(
    ({ label, keywords }) => ({ label, keywords }),
  );
}

export interface ThemeMatch {
  theme: KeywordTheme;
  /** Where the theme's words start in the text. */
  index: number;
  text: string;
  /** The words name a country after 'set in': no origin is read from them. */
  setIn?: boolean;
}

const PATTERNS = THEMES.map((entry) => ({
  entry,
  pattern: new RegExp(`\\b(?:${entry.words.join('|')})\\b`, 'g'),
}));

/** Every theme the text names, in order. */
export const findThemes: (text: string) => readonly ThemeMatch[] = rememberedByText(themesNamedIn);

function themesNamedIn(text: string): readonly ThemeMatch[] {
  const matches: ThemeMatch[] = [];
  const spans: Span[] = [];
  for (const { entry, pattern } of PATTERNS) {
    const found = [...text.matchAll(pattern)];
    spans.push(...found.map((match) => ({ label: entry.label, index: match.index, text: match[0] })));
    const [first] = found;
    if (!first) continue;
    matches.push({
      theme: { label: entry.label, keywords: entry.keywords, ...(entry.place ? { place: true } : {}) },
      index: first.index,
      text: first[0],
      ...(entry.setIn ? { setIn: true } : {}),
    });
  }
  return matches.filter((match) => !onlyInsideLonger(match, spans)).sort((a, b) => a.index - b.index);
}

interface Span {
  label: string;
  index: number;
  text: string;
}

const inside = (span: Span, other: Span) =>
  other.label !== span.label &&
  other.text.length > span.text.length &&
  other.index <= span.index &&
  other.index + other.text.length >= span.index + span.text.length;

/**
 * 'a desert island', 'une île déserte' name castaways, not islands as well: a theme whose words are each inside
 * another theme's longer words is that theme's.
 */
const onlyInsideLonger = (match: ThemeMatch, spans: readonly Span[]) =>
  spans
    .filter((span) => span.label === match.theme.label)
    .every((span) => spans.some((other) => inside(span, other)));

const TOLD = new Map(
  THEMES.map((entry) => [
    entry.label,
    entry.told?.length ? new RegExp(String.raw`\b(?:${entry.told.join('|')})\b`) : undefined,
  ]),
);

/**
 * Whether an overview (normalized) tells a theme in its own words ('travels back in time' for time travel, 'a boxer'
 * for boxing), beyond naming its label or keywords.
 */
export function overviewTells(label: string, overview: string): boolean {
  return TOLD.get(label)?.test(overview) ?? false;
}

/** The different words by which an overview (normalized) tells a theme ('middleweight', 'boxer', 'in the ring'). */
export function tellingsIn(label: string, overview: string): Set<string> {
  const told = TOLD.get(label);
  return new Set(told ? [...overview.matchAll(new RegExp(told.source, 'g'))].map((match) => match[0]) : []);
}

/**
 * Whether a film's own overview names a theme the request avoids ('space but no aliens'): a film the catalog never
 * tagged with the theme's keywords may still be about it.
 */
export function overviewNamesAvoided(overview: string, avoidedLabels: readonly string[]): boolean {
  if (!avoidedLabels.length) return false;
  const text = normalizeText(overview);
  return PATTERNS.some(
    ({ entry, pattern }) => avoidedLabels.includes(entry.label) && text.search(pattern) !== -1,
  );
}

/** 'clowns' -> 'clown', 'snakes' -> 'snak': the beginning every form of an English word shares. */
const stem = (word: string) => word.replace(/[^\p{L} ]/gu, '').replace(/e?s$/, '');

/**
 * Whether an overview names one of the things a request turned down that no theme lists ('no clowns'): a word of it
 * begins like the thing's English word ('clown' in 'clowns').
 */
export function overviewNamesAny(
  overview: string | null | undefined,
  words: readonly string[] = [],
): boolean {
  if (!words.length || !overview) return false;
  const text = normalizeText(overview);
  return words.some((word) => new RegExp(String.raw`\b${stem(normalizeText(word))}`).test(text));
}

/**
 * Whether a film's own words, its title or its overview, name a thing turned down: 'nothing like Terminator' leaves
 * out 'The Terminator' and 'Terminator 2' as 'no clowns' leaves out a film about clowns.
 */
export function ownWordsNameAny(
  movie: { title: string; overview?: string | null },
  words: readonly string[] = [],
): boolean {
  return overviewNamesAny(movie.title, words) || overviewNamesAny(movie.overview, words);
}
