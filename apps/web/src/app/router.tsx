import { matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router';
import { WEB_ROUTE_PATHS, type WebRoutePath } from '@marquee/contracts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Each page's module, code-split into its own chunk; the contracts' WEB_ROUTE_PATHS say which pages there are. */
const ROUTE_MODULES: Record<WebRoutePath, LazyRouteFunction<RouteObject>> = {
  '': () => import('./routes/home.tsx'),
  login: () => import('./routes/login.tsx'),
  register: () => import('./routes/register.tsx'),
  'profile-setup': () => import('./routes/profile-setup.tsx'),
  'reset-password': () => import('./routes/reset-password.tsx'),
  'movie/:movieId': () => import('./routes/movie.tsx'),
  'search/:query': () => import('./routes/search.tsx'),
  'cast/:castId/:castName?': () => import('./routes/cast.tsx'),
  'genre/:genreId': () => import('./routes/genre.tsx'),
  'content/:contentType': () => import('./routes/content.tsx'),
  chatbot: () => import('./routes/chatbot.tsx'),
  liked: () => import('./routes/liked.tsx'),
  'for-you': () => import('./routes/for-you.tsx'),
  watched: () => import('./routes/watched.tsx'),
  watchlist: () => import('./routes/watchlist.tsx'),
  diary: () => import('./routes/diary.tsx'),
  'recently-visited': () => import('./routes/recently-visited.tsx'),
  playlists: () => import('./routes/playlists.tsx'),
  'playlist/:playlistId': () => import('./routes/playlist.tsx'),
  stats: () => import('./routes/stats.tsx'),
  tonight: () => import('./routes/tonight.tsx'),
  'tonight/join/:token': () => import('./routes/tonight-join.tsx'),
  'settings/data': () => import('./routes/settings-data.tsx'),
  'u/:handle': () => import('./routes/public-profile.tsx'),
  'p/:token': () => import('./routes/shared-playlist.tsx'),
  'settings/profile': () => import('./routes/settings-profile.tsx'),
  'settings/connections': () => import('./routes/settings-connections.tsx'),
  'settings/api-tokens': () => import('./routes/settings-api-tokens.tsx'),
  'settings/friends': () => import('./routes/settings-friends.tsx'),
  friends: () => import('./routes/friends.tsx'),
  settings: () => import('./routes/settings.tsx'),
};

/**
 * Every page of the contracts' route list, then the not-found page for any other address (the server answers
 * those with a 404 and the same page).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...WEB_ROUTE_PATHS.map((path): RouteObject =>
          path === '' ? { index: true, lazy: ROUTE_MODULES[path] } : { path, lazy: ROUTE_MODULES[path] },
        ),
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ];
}

/**
 * Loads the route modules `pathname` shows, in place, so a router made from `routes` renders that page in its
 * first render, as the server did, instead of a fallback while the chunk loads (hydration needs the same tree).
 */
export async function loadRoutesFor(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
