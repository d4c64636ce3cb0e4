import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';
import { seedReadings } from './likeness.extractor.ts';

const seedsOf = (message: string) => {
  const { query } = parsePrompt(message);
  return [query.likeTitle, ...(query.alsoLike ?? [])].filter(Boolean);
};

describe('the films a request is like', () => {
  it.each([
    ['i really enjoyed arrival and contact, got anything else?', ['arrival', 'contact']],
    ['i loved heat, collateral and thief', ['heat', 'collateral', 'thief']],
    ['the matrix meets inception', ['the matrix', 'inception']],
    ['something alien crossed with jaws', ['alien', 'jaws']],
    ['algo entre amelie y big fish', ['amelie', 'big fish']],
  ])('reads every seed: %s', (message, seeds) => {
    expect(seedsOf(message)).toEqual(seeds);
  });

  it('keeps a typed "a and b" whole for the catalog to read as one title or two', () => {
    expect(seedsOf('movies like pride and prejudice')).toEqual(['pride and prejudice']);
    expect(seedReadings('pride and prejudice')).toEqual([['pride and prejudice'], ['pride', 'prejudice']]);
    expect(seedReadings('heat')).toEqual([['heat']]);
  });

  it.each([
    ['like jaws but newer', { newer: true }],
    ['something like casablanca but longer', { longer: true }],
    ['pelis como titanic pero mas cortas', { shorter: true }],
    ['etwas wie alien aber alter', { older: true }],
    ['qualcosa tipo il padrino ma piu recenti', { newer: true }],
  ])('reads how the answer differs from the seed: %s', (message, change) => {
    const { query, followUp } = parsePrompt(message);
    expect(query.likeChange).toMatchObject(change);
    // Relative to the seed, not the catalog's short films nor the last answer's.
    expect(query.runtimeMax).toBeUndefined();
    expect(followUp.shorter || followUp.older || followUp.newer || followUp.longer).toBe(false);
  });

  it('takes the title said over the movie page when "anything similar" follows it', () => {
    const { query } = parsePrompt('i liked the notebook, anything similar?');
    expect(query.likeTitle).toBe('the notebook');
    expect(query.moreLikeThis).toBe(false);
  });

  it('reads a title in other languages up to the word that goes on ("mais", "aber", "mas", "ma")', () => {
    expect(seedsOf('comme amelie mais en plus drole')).toEqual(['amelie']);
    expect(seedsOf('ahnlich wie heat aber kurzer')).toEqual(['heat']);
    expect(seedsOf('filmes tipo coco mas sem ser animacao')).toEqual(['coco']);
    expect(seedsOf('film come casablanca ma a colori')).toEqual(['casablanca']);
  });
});
