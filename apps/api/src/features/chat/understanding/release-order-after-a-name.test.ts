import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('an ordering phrase after a name', () => {
  it.each([
    ['show me movies by spielberg in order of release', 'spielberg'],
    ['films directed by tarantino in the order they came out', 'tarantino'],
    ['las pelis de tarantino por orden de estreno', 'tarantino'],
    ['dame las películas de Scorsese en orden de lanzamiento', 'scorsese'],
    ['les films de Tarantino par ordre de sortie', 'tarantino'],
    ["montre les films de Spielberg dans l'ordre de sortie", 'spielberg'],
    ['zeig mir die Filme von Spielberg nach Erscheinungsjahr', 'spielberg'],
    ['alle Filme von Tarantino in der Reihenfolge ihres Erscheinens', 'tarantino'],
    ['quero os filmes do Scorsese em ordem de lançamento', 'scorsese'],
    ['mostra os filmes do Tarantino por ordem de estreia', 'tarantino'],
    ['i film di Spielberg per ordine di uscita', 'spielberg'],
    ["elencami i film di Tarantino nell'ordine in cui sono usciti", 'tarantino'],
  ])('is read as the order, not taken into the name: %s', (message, name) => {
    const { query } = parsePrompt(message);
    expect(query.person?.name).toBe(name);
    expect(query.sort).toBe('oldest');
  });
});
