import { describe, expect, it } from 'vitest';
import {
  friendsReason,
  historyReason,
  itemReason,
  popularInGenresReason,
  sourceReason,
} from './recommendation-reasons.ts';
import { recommendationReasonSchema } from './recommendations.ts';

const HEAT = { id: 949, title: 'Heat' };
const COLLATERAL = { id: 1538, title: 'Collateral' };

/** A reason as the API sends it: through the schema, so a field it would strip fails here. */
const sent = (reason: unknown) => recommendationReasonSchema.parse(reason);

describe('recommendation reasons: the English words as before, and what they are made of beside them', () => {
  it('names the people, keywords and genres of an item reason', () => {
    expect(
      sent(itemReason({ kind: 'director', names: ['Michael Mann', 'Ann Roth', 'Lee Tamahori'] }, HEAT)),
    ).toEqual({
      kind: 'director',
      text: 'Also directed by Michael Mann, Ann Roth and Lee Tamahori',
      short: 'Also directed by Michael Mann',
      movies: [HEAT],
      names: ['Michael Mann', 'Ann Roth', 'Lee Tamahori'],
    });
    expect(sent(itemReason({ kind: 'cast', names: ['Al Pacino'] }, HEAT))).toMatchObject({
      text: 'Also starring Al Pacino',
      names: ['Al Pacino'],
    });
    expect(sent(itemReason({ kind: 'keywords', keywords: ['heist', 'los angeles'] }, HEAT))).toMatchObject({
      text: 'Shares: heist, los angeles',
      short: 'Shares: heist',
      keywords: ['heist', 'los angeles'],
    });
    expect(sent(itemReason({ kind: 'genres', genreIds: [80, 53] }, HEAT))).toMatchObject({
      text: 'Shares: Crime, Thriller',
      short: 'Shares: Crime',
      genre_ids: [80, 53],
    });
    expect(sent(itemReason({ kind: 'co_liked' }, HEAT))).toEqual({
      kind: 'co_liked',
      text: 'People who loved Heat also loved this',
      short: 'Fans of Heat loved it',
      movies: [HEAT],
    });
    expect(sent(sourceReason(HEAT))).toMatchObject({ short: 'TMDB pairs it with Heat', movies: [HEAT] });
  });

  it('says who did what with each movie of a history reason', () => {
    const reason = sent(
      historyReason([
        { ...HEAT, rating: 9, liked: true },
        { ...COLLATERAL, liked: true },
      ]),
    );
    expect(reason).toEqual({
      kind: 'history',
      text: 'Because you rated Heat 9 and liked Collateral',
      short: 'Because you rated Heat 9',
      movies: [
        { ...HEAT, rating: 9, liked: true },
        { ...COLLATERAL, liked: true },
      ],
      subject: 'you',
    });
    expect(sent(historyReason([COLLATERAL], 'they'))).toMatchObject({
      text: 'Because they watched Collateral',
      movies: [COLLATERAL],
      subject: 'they',
    });
    expect(sent(friendsReason([{ ...HEAT, rating: 9 }]))).toMatchObject({
      text: 'Because friends rated Heat 9',
      short: 'Friends rated Heat 9',
      subject: 'friends',
    });
    expect(sent(popularInGenresReason([80, 18]))).toMatchObject({
      text: 'Popular in Crime and Drama, which you like',
      short: 'Popular in Crime',
      movies: [],
      genre_ids: [80, 18],
    });
  });
});
