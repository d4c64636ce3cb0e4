import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path.ts';

describe('isApiPath', () => {
  it('is true under /api (query strings allowed) and false for pages and files that merely start alike', () => {
    for (const url of ['/api', '/api/', '/api?x=1', '/api/tmdb/movie/1?page=2', '/api/docs'])
      expect(isApiPath(url), url).toBe(true);
    for (const url of ['/', '/apis', '/api-docs', '/apix/1', '/movie/1', '/ap', '/search/api'])
      expect(isApiPath(url), url).toBe(false);
  });
});
