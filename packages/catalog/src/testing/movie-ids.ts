// The TMDB ids of the movies and genres that tests and evaluation cases name, declared once. All the movies but
// Paddington are in the starter catalog, so a test that names one can look it up or open its page.

export const ALIEN = 348;
export const AMELIE = 194;
export const ARRIVAL = 329865;
export const BACK_TO_THE_FUTURE = 105;
export const CITY_LIGHTS = 901;
export const CITY_OF_GOD = 598;
export const DIE_HARD = 562;
export const FIGHT_CLUB = 550;
export const FINDING_NEMO = 12;
export const FORREST_GUMP = 13;
export const HEAT = 949;
export const INCEPTION = 27205;
export const INTERSTELLAR = 157336;
export const JAWS = 578;
export const MEMENTO = 77;
export const MODERN_TIMES = 3082;
export const PADDINGTON = 116149;
export const PULP_FICTION = 680;
export const SCHINDLERS_LIST = 424;
export const SE7EN = 807;
export const SHAWSHANK = 278;
export const SHREK = 808;
export const STAR_WARS = 11;
export const THE_DARK_KNIGHT = 155;
export const THE_GODFATHER = 238;
export const THE_MATRIX = 603;
export const TITANIC = 597;
export const TOY_STORY = 862;
export const UP = 14160;
export const WALL_E = 10681;
export const WHIPLASH = 244786;

// Genres, by TMDB's genre ids.
export const ADVENTURE = 12;
export const ANIMATION = 16;
export const HORROR = 27;
export const SCIENCE_FICTION = 878;
