/** Plain constants of the contract, free of zod so the web app can import them without the schema library. */

/** Listings follow TMDB's semantics: 20 per page, at most 500 pages. */
export const MAX_LISTING_PAGE = 500;
export const LISTING_PAGE_SIZE = 20;

export const MAX_BATCH_IDS = 50;

export const LISTINGS = ['popular', 'top_rated', 'now_playing', 'trending'] as const;
export type ListingKind = (typeof LISTINGS)[number];

/** Ids are stored as 32-bit integers (TMDB's ids, our serial keys): a larger one can name nothing. */
export const MAX_ID = 2_147_483_647;

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENTS_PAGE_SIZE = 5;
export const COMMENTS_MAX_PAGE_SIZE = 50;
/** Replies are allowed on comments whose depth is below this. */
export const COMMENT_MAX_DEPTH = 3;
export const PLAYLIST_NAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const RECENT_VISITS_LIMIT = 100;
/** Movies one poster-status request may ask about: a page of cards, a few rows of them. */
export const LIBRARY_STATUSES_MAX_IDS = 200;
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** Shown in place of the text of a comment deleted while it still had replies. */
export const DELETED_COMMENT_TEXT = '[This comment has been deleted]';

/** Recommendations: the movie page asks the service for 10 and shows at most 12. */
export const RECOMMENDATIONS_REQUESTED = 10;
export const MAX_RECOMMENDATIONS_SHOWN = 12;

/** The chat assistant's fixed texts: its greeting and what it says when it cannot answer. */
export const CHAT_GREETING =
  "Hello! I'm your movie recommendation assistant. Tell me about your mood or what kind of movie you're looking for!";
export const CHAT_FAILURE_MESSAGE = "Sorry, I'm having trouble connecting. Please try again.";

export const CHAT_PROMPT_MAX_LENGTH = 1000;
/** How many recent messages the web app sends along so follow-ups ('more', 'older ones') make sense. */
export const CHAT_HISTORY_MAX_MESSAGES = 12;

/** What a personal-data route answers a visitor (401); the web app shows it where a visitor asks for such data. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Authentication required. Please log in.';

/** Movies in "Recommended for you" (the home row shows the first ones, its View All page all of them). */
export const FOR_YOU_MOVIES = 40;
/** "Because you liked {title}" rows: one per recent like, this many at most. */
export const BECAUSE_YOU_LIKED_ROWS = 2;
/** Movies in each "Because you liked" row. */
export const BECAUSE_YOU_LIKED_MOVIES = 12;

export const FOR_YOU_TITLE = 'Recommended for you';
/** Shown with "Recommended for you" while the recommendation service is down and a simpler pick stands in. */
export const FOR_YOU_LIMITED_NOTE =
  'Recommendations are simpler right now — showing popular picks from genres you like';
/** Likes or ratings that give a first real "For you"; until then the home page offers the starter grid. */
export const FOR_YOU_STARTER_LIKES = 3;
/** Films in the starter grid, each the most popular of another genre. */
export const FOR_YOU_STARTER_MOVIES = 12;
export const FOR_YOU_STARTER_TITLE = 'Like a few films to get recommendations';
export const forYouStarterHint = (liked: number) =>
  `Like ${FOR_YOU_STARTER_LIKES - liked} more from this mix and "Recommended for you" will be built from them.`;
export const becauseYouLikedTitle = (title: string) => `Because you liked ${title}`;

/** Largest import upload (a Letterboxd zip of a heavy user is a few MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Longest diary review. */
export const DIARY_REVIEW_MAX_LENGTH = 5000;
/** Longest diary tag, and most tags on one entry. */
export const DIARY_TAG_MAX_LENGTH = 100;
export const DIARY_TAGS_MAX = 50;

/** Years `/api/stats?year=` accepts (the year a film was watched). */
export const STATS_MIN_YEAR = 1900;
export const STATS_MAX_YEAR = 2100;
/** Length of the stats' top genres, directors and actors. */
export const STATS_TOP_LIMIT = 10;
/** Actors count toward the stats when billed within this many places. */
export const TOP_BILLED_CAST = 5;
/** Films in a year in review's "top rated". */
export const REVIEW_TOP_RATED = 5;
/**
 * A deleted account's comments stay so threads still read: their `user_id` becomes this id, which no account
 * can have (better-auth's ids have no dash), and they are shown under DELETED_USER_NAME.
 */
export const DELETED_USER_ID = 'deleted-user';
export const DELETED_USER_NAME = 'deleted user';
