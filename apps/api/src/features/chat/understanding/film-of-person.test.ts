import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film of a person, said with "of"', () => {
  it.each([
    'o último filme do spielberg, na sua opinião',
    'le meilleur film de spielberg selon vous',
    'la mejor peli de spielberg',
    'il miglior film di spielberg secondo te',
  ])('%s', (message) => {
    expect(parsePrompt(message).query.person).toMatchObject({ name: 'spielberg', role: 'any' });
  });

  it.each(['um filme do ano', 'un film de noël', 'una peli de risa', 'filmes de ação'])(
    'is no person when the words after it are no name: %s',
    (message) => {
      expect(parsePrompt(message).query.person).toBeUndefined();
    },
  );
});
