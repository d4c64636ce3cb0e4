import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a fact named as a noun before its film, in every language', () => {
  it.each([
    ["au fait, c'est qui le réalisateur de jaws", 'director', 'jaws'],
    ['la durée de titanic', 'runtime', 'titanic'],
    ['qui joue dans forrest gump', 'cast', 'forrest gump'],
    ['wer ist eigentlich der regisseur von alien', 'director', 'alien'],
    ['die laufzeit von titanic', 'runtime', 'titanic'],
    ['sai chi è il regista di alien', 'director', 'alien'],
    ['la durata di titanic', 'runtime', 'titanic'],
    ['quem é o diretor de alien', 'director', 'alien'],
    ['qual a duração de titanic', 'runtime', 'titanic'],
  ])('%s', (message, aspect, title) => {
    expect(parsePrompt(message).question).toMatchObject({ kind: 'fact', aspect, title });
  });
});
