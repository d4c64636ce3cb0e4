import {
  castPath,
  catalogApiPaths,
  CONTENT_NOT_FOUND_SUBJECT,
  GENRE_NOT_FOUND_SUBJECT,
  genreName,
  LISTINGS,
  matchWebRoute,
  MOVIE_NOT_FOUND_SUBJECT,
  movieIdOf,
  movieSubject,
  PAGE_NOT_FOUND_SUBJECT,
  PERSON_PAGE_FALLBACK_SUBJECT,
  personIdOf,
  PROFILE_NOT_FOUND_MESSAGE,
  profilePath,
  profileSubject,
  publicProfileApiPath,
  releaseYearOf,
  SHARED_PLAYLIST_NOT_FOUND_MESSAGE,
  sharedPlaylistApiPath,
  sharedPlaylistPath,
  type MovieDetails,
  type PersonDetails,
  type PublicProfile,
  type SharedPlaylist,
  type WebRouteMatch,
  type WebRoutePath,
} from '@marquee/contracts';
import { shortened, type LinkPreview } from './link-preview.ts';

/** What a page's title and link preview say of its subject, from the API's answer about it. */
export interface SubjectDescription {
  /** The subject of the page's document title (what the page itself sets once it runs). */
  titleSubject: string;
  preview: LinkPreview;
}

/** The one thing a page shows, read through the API exactly as the page itself reads it. */
export interface PageSubject {
  /** The API path (no leading slash) whose answer is the subject; a 404 (or a 400) means it doesn't exist. */
  apiPath: string;
  describe(answer: unknown): SubjectDescription;
}

/** What the server knows of a page address before any script runs. */
export interface PagePlan {
  /** False: no page is there (an address no route takes, a movie id that names none): a 404. */
  exists: boolean;
  /** The title's subject when there is no page, or when its subject turns out missing (as the page says). */
  missingTitleSubject: string;
  subject?: PageSubject;
}

const listOfTitles = (titles: string[], total: number) =>
  `${titles.slice(0, 3).join(', ')}${total > 3 ? ' and more' : ''}`;

function moviePage(movieId: number): PageSubject {
  return {
    apiPath: catalogApiPaths.movie(movieId),
    describe: (answer) => {
      const movie = answer as MovieDetails;
      const facts = [releaseYearOf(movie.release_date), movie.genres.map((genre) => genre.name).join(', ')]
        .filter(Boolean)
        .join(' · ');
      const description = [facts, movie.overview.trim()].filter(Boolean).join('. ');
      return {
        titleSubject: movieSubject(movie),
        preview: {
          title: movie.title,
          description: shortened(description || movie.title),
          type: 'video.movie',
          path: `/movie/${movie.id}`,
          imagePath: movie.poster_path,
        },
      };
    },
  };
}

function sharedPlaylistPage(token: string): PageSubject {
  return {
    apiPath: sharedPlaylistApiPath(token),
    describe: (answer) => {
      // Only a public playlist answers 200: a private one is the same 404 as a missing one.
      const { name, movie_count, owner, movies } = (answer as { data: SharedPlaylist }).data;
      const count = `${movie_count} ${movie_count === 1 ? 'movie' : 'movies'}`;
      const titles = listOfTitles(
        movies.map((movie) => movie.title),
        movie_count,
      );
      return {
        titleSubject: name,
        preview: {
          title: name,
          description: shortened(
            `A playlist of ${count} by ${owner.display_name}${titles ? `: ${titles}` : ''}.`,
          ),
          type: 'website',
          path: sharedPlaylistPath(encodeURIComponent(token)),
          imagePath: movies.find((movie) => movie.poster_path)?.poster_path,
        },
      };
    },
  };
}

function publicProfilePage(handle: string): PageSubject {
  return {
    apiPath: publicProfileApiPath(handle),
    describe: (answer) => {
      // Only a public profile answers 200: a private one is the same 404 as a missing one.
      const profile = (answer as { data: PublicProfile }).data;
      const favourites = listOfTitles(
        profile.favourites.map((movie) => movie.title),
        profile.favourites.length,
      );
      const description = `The films ${profile.display_name} watched, loved and listed on Marquee.${
        favourites ? ` Favourites: ${favourites}.` : ''
      }`;
      return {
        titleSubject: profileSubject(profile),
        preview: {
          title: profileSubject(profile),
          description: shortened(description),
          type: 'profile',
          path: profilePath(profile.handle),
          imagePath: [...profile.favourites, ...profile.diary].find((movie) => movie.poster_path)
            ?.poster_path,
        },
      };
    },
  };
}

function personPage(personId: number): PageSubject {
  return {
    apiPath: catalogApiPaths.person(personId),
    describe: (answer) => {
      const person = answer as PersonDetails;
      const role = person.known_for_department ? `${person.known_for_department}. ` : '';
      return {
        titleSubject: person.name,
        preview: {
          title: person.name,
          description: shortened(`${role}The films of ${person.name} on Marquee.`),
          type: 'profile',
          path: castPath(person),
          imagePath: person.profile_path,
        },
      };
    },
  };
}

type Params = WebRouteMatch['params'];

/** A page that lists one of a fixed set of things, and is missing for anything else. */
const listPage = (known: boolean, missingTitleSubject: string): PagePlan => ({
  exists: known,
  missingTitleSubject,
});

/** The pages that show one thing by their address, and what their title says when it doesn't exist. */
const SUBJECT_PAGES: Partial<Record<WebRoutePath, (params: Params) => PagePlan>> = {
  'movie/:movieId': ({ movieId }) => {
    const id = movieIdOf(movieId);
    return {
      exists: id > 0,
      missingTitleSubject: MOVIE_NOT_FOUND_SUBJECT,
      subject: id ? moviePage(id) : undefined,
    };
  },
  'cast/:castId/:castName?': ({ castId, castName }) => {
    const id = personIdOf(castId);
    return {
      exists: id > 0,
      missingTitleSubject: castName?.trim() || PERSON_PAGE_FALLBACK_SUBJECT,
      subject: id ? personPage(id) : undefined,
    };
  },
  'genre/:genreId': ({ genreId }) =>
    listPage(genreName(Number(genreId)) !== undefined, GENRE_NOT_FOUND_SUBJECT),
  'content/:contentType': ({ contentType }) =>
    listPage((LISTINGS as readonly string[]).includes(contentType ?? ''), CONTENT_NOT_FOUND_SUBJECT),
  'p/:token': ({ token }) => ({
    exists: true,
    missingTitleSubject: SHARED_PLAYLIST_NOT_FOUND_MESSAGE,
    subject: sharedPlaylistPage(token ?? ''),
  }),
  'u/:handle': ({ handle }) => ({
    exists: true,
    missingTitleSubject: PROFILE_NOT_FOUND_MESSAGE,
    subject: publicProfilePage(handle ?? ''),
  }),
};

/** What the page at this address (no query string) is: none, a page, or a page about one thing. */
export function planPage(pathname: string): PagePlan {
  const route = matchWebRoute(pathname);
  if (!route) return { exists: false, missingTitleSubject: PAGE_NOT_FOUND_SUBJECT };
  return (
    SUBJECT_PAGES[route.path]?.(route.params) ?? { exists: true, missingTitleSubject: PAGE_NOT_FOUND_SUBJECT }
  );
}
