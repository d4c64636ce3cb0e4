import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const ACTION = 28;

describe('fighting turned down leaves action films out', () => {
  it.each([
    ['something gentle for my nephews, no brawls or punch-ups'],
    ['una peli tranquila para los chicos, sin luchas'],
    ['un film calme pour les petits, sans bagarres'],
    ['etwas Ruhiges für die Enkel, keine Schlägereien'],
    ['um filme calmo para os netos, nada de pancadaria'],
    ['un film tranquillo per i nipoti, niente risse'],
  ])('reads %j as no action films', (text) => {
    const { query } = parsePrompt(text);
    expect(query.excludeGenreIds).toContain(ACTION);
  });

  it('keeps action asked for with fights in it', () => {
    expect(parsePrompt('action movies with big fights').query.excludeGenreIds).not.toContain(ACTION);
  });
});
