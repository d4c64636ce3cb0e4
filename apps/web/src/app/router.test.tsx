import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { matchWebRoute } from '@marquee/contracts';
import { appRoutes } from './router.tsx';

/** The route React Router shows for an address: its path ('' for home, '*' for the not-found page). */
function routerPath(pathname: string): string {
  const leaf = matchRoutes(appRoutes(), pathname)?.at(-1)?.route;
  return leaf?.index ? '' : (leaf?.path ?? '*');
}

describe('the route list the server reads', () => {
  // The API answers 404 where the contracts' matcher finds no page: it must agree with the router on every address.
  const ADDRESSES = [
    '/',
    '//',
    '/login',
    '/LOGIN/',
    '/movie/157336',
    '/movie/abc',
    '/movie/157336/',
    '/movie/157336/credits',
    '/movie',
    '/search/st.elmo',
    '/search/a%2Fb',
    '/cast/31',
    '/cast/31/Tom%20Hanks',
    '/cast/31/Tom/Hanks',
    '/genre/18',
    '/content/popular',
    '/playlist/4',
    '/tonight/join/abc',
    '/tonight/join',
    '/settings',
    '/settings/api-tokens',
    '/settings/nope',
    '/u/ada',
    '/u',
    '/p/token',
    '/p/a/b',
    '/this-does-not-exist',
    '/favicon.ico',
  ];

  it.each(ADDRESSES)('%s', (pathname) => {
    expect(matchWebRoute(pathname)?.path ?? '*').toBe(routerPath(pathname));
  });

  it("reads a page's parameters as the router does", () => {
    const [, page] = matchRoutes(appRoutes(), '/cast/31/Tom%20Hanks')!;
    expect(matchWebRoute('/cast/31/Tom%20Hanks')?.params).toEqual(page!.params);
    expect(matchWebRoute('/cast/31')?.params).toEqual({ castId: '31', castName: undefined });
  });
});
