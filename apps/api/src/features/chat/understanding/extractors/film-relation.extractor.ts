/**
 * What an answer about one film leads to, in every registered language: its sequel ('and the sequel?', '¿y la
 * secuela?', 'und die fortsetzung?'), its lead actor ('what else has the main guy been in', 'el protagonista') or
 * films like it ('ok recommend me something similar', 'algo parecido').
 */
import { anyOf } from '../lexicons/all-languages.ts';

export type FilmRelation = 'sequel' | 'lead' | 'similar';

const RELATIONS: { relation: FilmRelation; pattern: RegExp }[] = (['sequel', 'lead', 'similar'] as const).map(
  (relation) => ({
    relation,
    pattern: new RegExp(
      String.raw`\b${anyOf((lexicon) => lexicon.filmRelations?.[relation])}(?![\p{L}])`,
      'u',
    ),
  }),
);

/** The relation a normalized message names, if any. */
export function extractFilmRelation(text: string): FilmRelation | undefined {
  return RELATIONS.find(({ pattern }) => pattern.test(text))?.relation;
}
