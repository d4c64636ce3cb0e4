import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MemberReason, MovieSummary } from '@marquee/contracts';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { PickCard } from './pick-card.tsx';

const HEAT = { id: 949, title: 'Heat' };
const COLLATERAL = { id: 1538, title: 'Collateral' };
const movie: MovieSummary = {
  id: 680,
  title: 'Pulp Fiction',
  overview: '',
  poster_path: null,
  backdrop_path: null,
  vote_average: 8.5,
  vote_count: 100,
  popularity: 50,
  release_date: '1994-09-10',
  genre_ids: [80],
};

/** Ben's reason as the API sends it: its English and its parts. */
const ben = (reason: string, parts: MemberReason['parts']): MemberReason => ({
  user_id: 'u-ben',
  name: 'Ben',
  reason,
  parts,
  on_watchlist: parts?.kind === 'on_watchlist',
});

/** Each kind of member reason, with the English the API writes for it. */
const REASONS = {
  onWatchlist: ben("it's on their watchlist", { kind: 'on_watchlist', subject: 'they' }),
  newGround: ben('new ground for them', { kind: 'new_ground', subject: 'they' }),
  history: ben('because they rated Heat 8 and watched Collateral', {
    kind: 'history',
    subject: 'they',
    movies: [{ ...HEAT, rating: 8 }, COLLATERAL],
  }),
  oneFilm: ben('close to a film in their watch history', {
    kind: 'history_count',
    subject: 'they',
    count: 1,
  }),
  films: ben('close to 3 films in their watch history', { kind: 'history_count', subject: 'they', count: 3 }),
  taste: ben('a strong match for their taste', { kind: 'taste', subject: 'they', match: 'strong' }),
  sharedGenres: ben('a match: Crime and Drama, as in their watch history', {
    kind: 'shared_genres',
    subject: 'they',
    match: 'match',
    genre_ids: [80, 18],
  }),
  likedGenres: ben('new ground: they liked Heat, also Crime', {
    kind: 'liked_genres',
    subject: 'they',
    match: 'new_ground',
    title: 'Heat',
    genre_ids: [80],
  }),
};

const YOURS: MemberReason = {
  user_id: 'u-ana',
  name: 'You',
  reason: 'because you liked Heat',
  parts: { kind: 'history', subject: 'you', movies: [{ ...HEAT, liked: true }] },
  on_watchlist: false,
};

/** What the pick's "Why it fits" list says for the user and Ben. */
function whyItFits(bens: MemberReason): string[] {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ul>
          <PickCard pick={{ movie, reasons: [YOURS, bens] }} memberIds={['u-ben']} alone={false} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const [, reasons] = screen.getAllByRole('list');
  const lines = within(reasons!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  cleanup();
  return lines;
}

describe("a Watch tonight pick says each member's reason in the interface language", () => {
  afterEach(() => activateLocale('en'));

  it('says in English word for word what the API wrote, for every kind of reason', () => {
    for (const [kind, reason] of Object.entries(REASONS))
      expect(whyItFits(reason), kind).toEqual(['You: because you liked Heat', `Ben: ${reason.reason}`]);
  });

  it('says each kind in Spanish, with its plural and genres by their Spanish names', async () => {
    await activateLocale('es');
    const bens = Object.fromEntries(
      Object.entries(REASONS).map(([kind, reason]) => [kind, whyItFits(reason)[1]]),
    );
    expect(bens).toEqual({
      onWatchlist: 'Ben: está en sus pendientes',
      newGround: 'Ben: algo distinto a lo que suele ver',
      history: 'Ben: porque puntuó Heat con un 8 y vio Collateral',
      oneFilm: 'Ben: se parece a una película de su historial',
      films: 'Ben: se parece a 3 películas de su historial',
      taste: 'Ben: encaja de lleno con sus gustos',
      sharedGenres: 'Ben: encaja (Crimen y Drama, como en su historial)',
      likedGenres: 'Ben: algo distinto: le gustó Heat, del mismo género (Crimen)',
    });
    expect(whyItFits(REASONS.onWatchlist)[0]).toBe('Tú: porque te gustó Heat');
  });

  it("shows an older API's English reason when it sends no parts", async () => {
    await activateLocale('es');
    const older = { ...REASONS.history, parts: undefined };
    expect(whyItFits(older)[1]).toBe('Ben: because they rated Heat 8 and watched Collateral');
  });
});
