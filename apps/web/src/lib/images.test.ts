import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ANSWERS_ELEMENT_ID, IMAGE_SETTINGS_API_PATH } from '@marquee/contracts';

/** A fresh copy of the modules, as a newly loaded page has (the page's answers are read once). */
async function freshModules() {
  vi.resetModules();
  return {
    images: await import('./images.ts'),
    answers: await import('./preloaded-answers.ts'),
  };
}

function pageCarries(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ANSWERS_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe('image URLs', () => {
  afterEach(() => document.getElementById(FIRST_SCREEN_ANSWERS_ELEMENT_ID)?.remove());

  it("point at TMDB's image host when the page says nothing about images", async () => {
    pageCarries({ 'api/tmdb/movie/155': { id: 155 } });
    const { images } = await freshModules();
    expect(images.posterUrl('/poster.jpg')).toBe('https://image.tmdb.org/t/p/w500/poster.jpg');
    expect(images.backdropUrl('/backdrop.jpg')).toBe('https://image.tmdb.org/t/p/original/backdrop.jpg');
    expect(images.profileUrl('/face.jpg')).toBe('https://image.tmdb.org/t/p/w185/face.jpg');
    expect(images.posterUrl(null)).toBeNull();
  });

  it("point at the server's /images when the page's HTML says its image cache is on, for every image", async () => {
    pageCarries({ [IMAGE_SETTINGS_API_PATH]: { base: '/images' }, 'api/tmdb/movie/155': { id: 155 } });
    const { images, answers } = await freshModules();
    // A query using up the page's catalog answer leaves the setting in place.
    expect(answers.takePreloadedAnswer('api/tmdb/movie/155')).toEqual({ id: 155 });
    expect(images.posterUrl('/poster.jpg', 'w92')).toBe('/images/w92/poster.jpg');
    expect(images.posterUrl('/poster.jpg')).toBe('/images/w500/poster.jpg');
    expect(images.backdropUrl('/backdrop.jpg')).toBe('/images/original/backdrop.jpg');
    expect(images.profileUrl('/face.jpg')).toBe('/images/w185/face.jpg');
  });

  it('a first screen drawn on the server uses the same base as the page it goes into', async () => {
    const { images, answers } = await freshModules();
    const drawn = answers.withPreloadedAnswers({ [IMAGE_SETTINGS_API_PATH]: { base: '/images' } }, () =>
      images.posterUrl('/poster.jpg'),
    );
    expect(drawn).toBe('/images/w500/poster.jpg');
    expect(answers.withPreloadedAnswers({}, () => images.posterUrl('/poster.jpg'))).toBe(
      'https://image.tmdb.org/t/p/w500/poster.jpg',
    );
  });
});
