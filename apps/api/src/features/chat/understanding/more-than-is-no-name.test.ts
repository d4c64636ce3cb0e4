import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a comparative after 'with' ('with more than two hours') is a length, no one's name", () => {
  it.each([
    ['um drama, mas nenhum com mais de 2 horas', 'pt'],
    ['un thriller pero nada con más de 2 horas', 'es'],
    ['un drame mais rien avec plus de 2 heures', 'fr'],
    ['einen Krimi, aber nichts mit mehr als 2 Stunden', 'de'],
    ['un giallo ma niente con più di 2 ore', 'it'],
    ['a western but nothing with more than 2 hours', 'en'],
  ])('%s (%s)', (message) => {
    const { query } = parsePrompt(message);
    expect(query.avoidPeople).toEqual([]);
    expect(query.person).toBeUndefined();
  });
});
