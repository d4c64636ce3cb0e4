import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  friendsReason,
  historyReason,
  itemReason,
  popularInGenresReason,
  sourceReason,
  type RecommendationReason,
} from '@marquee/contracts';
import { MovieCard } from '../../components/ui/movie-card.tsx';
import { activateLocale } from '../i18n/i18n.ts';
import { reasonText } from './reason-text.ts';

const HEAT = { id: 949, title: 'Heat' };
const COLLATERAL = { id: 1538, title: 'Collateral' };
const PICK = { id: 680, title: 'Pulp Fiction', poster_path: null, vote_average: 8.5 };

/** Each kind of reason, as the API composes it. */
const REASONS = {
  coLiked: itemReason({ kind: 'co_liked' }, HEAT),
  director: itemReason({ kind: 'director', names: ['Michael Mann', 'Ann Roth', 'Lee Tamahori'] }, HEAT),
  cast: itemReason({ kind: 'cast', names: ['Al Pacino', 'Robert De Niro'] }, HEAT),
  keywords: itemReason({ kind: 'keywords', keywords: ['heist', 'los angeles'] }, HEAT),
  genres: itemReason({ kind: 'genres', genreIds: [80, 53] }, HEAT),
  similar: itemReason({ kind: 'similar' }, HEAT),
  source: sourceReason(HEAT),
  popular: popularInGenresReason([80, 18]),
  history: historyReason([
    { ...HEAT, rating: 9, liked: true },
    { ...COLLATERAL, liked: true },
  ]),
  watched: historyReason([COLLATERAL]),
  theirHistory: historyReason([{ ...HEAT, rating: 8 }, COLLATERAL], 'they'),
  friends: friendsReason([
    { ...HEAT, rating: 9 },
    { ...COLLATERAL, rating: 8 },
  ]),
} satisfies Record<string, RecommendationReason>;

/** What a recommendation card shows: its one line, and the full sentence (on hover, focus, to a screen reader). */
function cardReason(reason: RecommendationReason) {
  const { container } = render(
    <MemoryRouter>
      <MovieCard movie={PICK} reason={reasonText(reason)} />
    </MemoryRouter>,
  );
  const line = container.querySelector('[data-reason]')!;
  const shown = { short: line.querySelector('[aria-hidden]')!.textContent, text: line.getAttribute('title') };
  cleanup();
  return shown;
}

describe('a recommendation card says why in the interface language', () => {
  afterEach(() => activateLocale('en'));

  it('says in English word for word what the API wrote, for every kind of reason', () => {
    for (const [kind, reason] of Object.entries(REASONS))
      expect(cardReason(reason), kind).toEqual({ short: reason.short, text: reason.text });
  });

  it('says each kind in Spanish, names listed with "y" and genres by their Spanish names', async () => {
    await activateLocale('es');
    const shown = Object.fromEntries(
      Object.entries(REASONS).map(([kind, reason]) => [kind, cardReason(reason)]),
    );
    expect(shown).toEqual({
      coLiked: {
        short: 'Los fans de Heat la adoran',
        text: 'A quienes les encantó Heat también les encantó esta',
      },
      director: {
        short: 'También dirigida por Michael Mann',
        text: 'También dirigida por Michael Mann, Ann Roth y Lee Tamahori',
      },
      cast: { short: 'También con Al Pacino', text: 'También con Al Pacino y Robert De Niro' },
      keywords: { short: 'En común: heist', text: 'En común: heist, los angeles' },
      genres: { short: 'En común: Crimen', text: 'En común: Crimen, Suspense' },
      similar: { short: 'Parecida a Heat', text: 'Parecida a Heat' },
      source: { short: 'TMDB la asocia con Heat', text: 'TMDB la recomienda junto a Heat' },
      popular: { short: 'Popular en Crimen', text: 'Popular en géneros que te gustan: Crimen y Drama' },
      history: {
        short: 'Porque puntuaste Heat con un 9',
        text: 'Porque puntuaste Heat con un 9 y te gustó Collateral',
      },
      watched: { short: 'Porque viste Collateral', text: 'Porque viste Collateral' },
      theirHistory: {
        short: 'Porque puntuó Heat con un 8',
        text: 'Porque puntuó Heat con un 8 y vio Collateral',
      },
      friends: {
        short: 'Tus amigos puntuaron Heat con un 9',
        text: 'Porque tus amigos puntuaron Heat con un 9 y Collateral con un 8',
      },
    });
  });

  it('lists and conjugates as German does', async () => {
    await activateLocale('de');
    expect(cardReason(REASONS.history)).toEqual({
      short: 'Weil du Heat mit 9 bewertet hast',
      text: 'Weil du Heat mit 9 bewertet hast und Collateral mochtest',
    });
    expect(cardReason(REASONS.director).text).toBe(
      'Ebenfalls unter der Regie von Michael Mann, Ann Roth und Lee Tamahori',
    );
    expect(cardReason(REASONS.popular).text).toBe('Beliebt in Genres, die du magst: Krimi und Drama');
  });

  it("shows an older API's English when it sends no parts to compose from", async () => {
    await activateLocale('es');
    const { names: _names, ...older } = REASONS.director;
    expect(cardReason(older)).toEqual({ short: 'Also directed by Michael Mann', text: older.text });
    const { subject: _subject, ...olderHistory } = REASONS.history;
    expect(cardReason(olderHistory).text).toBe('Because you rated Heat 9 and liked Collateral');
  });
});
