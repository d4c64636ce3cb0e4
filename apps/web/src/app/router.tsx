import { matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Every route of the spec's route table, each code-split into its own chunk. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: () => import('./routes/home.tsx') },
        { path: 'login', lazy: () => import('./routes/login.tsx') },
        { path: 'register', lazy: () => import('./routes/register.tsx') },
        { path: 'profile-setup', lazy: () => import('./routes/profile-setup.tsx') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
        { path: 'movie/:movieId', lazy: () => import('./routes/movie.tsx') },
        { path: 'search/:query', lazy: () => import('./routes/search.tsx') },
        { path: 'cast/:castId/:castName?', lazy: () => import('./routes/cast.tsx') },
        { path: 'genre/:genreId', lazy: () => import('./routes/genre.tsx') },
        { path: 'content/:contentType', lazy: () => import('./routes/content.tsx') },
        { path: 'chatbot', lazy: () => import('./routes/chatbot.tsx') },
        { path: 'liked', lazy: () => import('./routes/liked.tsx') },
        { path: 'for-you', lazy: () => import('./routes/for-you.tsx') },
        { path: 'watched', lazy: () => import('./routes/watched.tsx') },
        { path: 'watchlist', lazy: () => import('./routes/watchlist.tsx') },
        { path: 'diary', lazy: () => import('./routes/diary.tsx') },
        { path: 'recently-visited', lazy: () => import('./routes/recently-visited.tsx') },
        { path: 'playlists', lazy: () => import('./routes/playlists.tsx') },
        { path: 'playlist/:playlistId', lazy: () => import('./routes/playlist.tsx') },
        { path: 'stats', lazy: () => import('./routes/stats.tsx') },
        { path: 'tonight', lazy: () => import('./routes/tonight.tsx') },
        { path: 'tonight/join/:token', lazy: () => import('./routes/tonight-join.tsx') },
        { path: 'settings/data', lazy: () => import('./routes/settings-data.tsx') },
        { path: 'u/:handle', lazy: () => import('./routes/public-profile.tsx') },
        { path: 'p/:token', lazy: () => import('./routes/shared-playlist.tsx') },
        { path: 'settings/profile', lazy: () => import('./routes/settings-profile.tsx') },
        { path: 'settings/connections', lazy: () => import('./routes/settings-connections.tsx') },
        { path: 'settings/api-tokens', lazy: () => import('./routes/settings-api-tokens.tsx') },
        { path: 'settings', lazy: () => import('./routes/settings.tsx') },
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
