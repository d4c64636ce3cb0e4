import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  historyReason,
  itemReason,
  type ForYou,
  type MovieSummary,
  type RecommendationReason,
} from '@marquee/contracts';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { stubSignedInApi } from '../../../testing/api-stub.ts';
import { ForYouRows } from './for-you-rows.tsx';

const HEAT = { id: 949, title: 'Heat' };

const movie = (
  id: number,
  title: string,
  reason: RecommendationReason,
): MovieSummary & { reason: RecommendationReason } => ({
  id,
  title,
  overview: '',
  poster_path: null,
  backdrop_path: null,
  vote_average: 7.5,
  vote_count: 100,
  popularity: 50,
  release_date: '1999-01-01',
  genre_ids: [80],
  reason,
});

const FOR_YOU: ForYou = {
  recommended: [movie(1538, 'Collateral', historyReason([{ ...HEAT, rating: 9 }]))],
  because_you_liked: [
    { liked: HEAT, movies: [movie(8489, 'Ronin', itemReason({ kind: 'co_liked' }, HEAT))] },
  ],
  limited: false,
  taste_movies: 5,
};

/** Each row's heading and the reason line of its card, as the signed-in user sees them. */
async function rows(): Promise<[string, string][]> {
  // jsdom has no IntersectionObserver, which a row uses to draw more cards as they scroll into view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  stubSignedInApi({ written: (url) => (url.includes('api/for-you') ? FOR_YOU : {}) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ForYouRows />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const regions = await screen.findAllByRole('region');
  const shown = regions.map((region): [string, string] => [
    within(region).getByRole('heading').textContent!,
    region.querySelector('[data-reason] [aria-hidden]')!.textContent!,
  ]);
  cleanup();
  return shown;
}

describe('"For you" rows in the interface language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

  it('titles its rows and says why each pick is there in English, as the spec words them', async () => {
    expect(await rows()).toEqual([
      ['Recommended for you', 'Because you rated Heat 9'],
      ['Because you liked Heat', 'Fans of Heat loved it'],
    ]);
  });

  it('titles its rows and says why in Spanish for a Spanish reader', async () => {
    await activateLocale('es');
    expect(await rows()).toEqual([
      ['Recomendadas para ti', 'Porque puntuaste Heat con un 9'],
      ['Porque te gustó Heat', 'Los fans de Heat la adoran'],
    ]);
  });
});
