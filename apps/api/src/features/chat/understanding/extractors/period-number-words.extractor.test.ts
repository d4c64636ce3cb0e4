import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { extractPeriod } from './period.extractor.ts';

const TODAY = new Date('2026-03-20T12:00:00Z');

describe('a number of recent days written as a word', () => {
  it.each([
    ['what did i see in the last four days', '2026-03-16'],
    ['mis películas de los últimos ocho días', '2026-03-12'],
    ['meine filme der letzten drei tage', '2026-03-17'],
    ['i miei film degli ultimi cinque giorni', '2026-03-15'],
  ])('%s', (message, from) => {
    expect(extractPeriod(normalizeText(message), TODAY)).toMatchObject({ from, to: '2026-03-20' });
  });
});
