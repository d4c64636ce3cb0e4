import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('a length counted from now is the time there is', () => {
  it.each([
    ['my parents are home in 95 minutes, a comedy?', 95],
    ['on sort dans 2 heures, un polar ?', 120],
    ['partiamo tra 100 minuti, un thriller', 100],
    ['salimos dentro de 90 minutos, una de acción', 90],
    ['a gente sai daqui a 2 horas, um suspense', 120],
  ])('%s', (message, minutes) => {
    const { query } = parsePrompt(message);
    expect(query.runtimeMax, message).toBe(minutes);
    expect(query.runtimeMin, message).toBeUndefined();
  });
});

describe('a length nothing may go past is the most', () => {
  it.each([
    ['un thriller que no exceda 100 minutos', 100],
    ['uma comédia que não ultrapasse 2 horas', 120],
    ['una commedia che non superi le due ore', 120],
    ['un polar qui ne dépasse pas 2 heures', 120],
    ['a drama that does not exceed 110 minutes', 110],
  ])('%s', (message, minutes) => {
    const { query } = parsePrompt(message);
    expect(query.runtimeMax, message).toBe(minutes);
    expect(query.runtimeMin, message).toBeUndefined();
  });
});
