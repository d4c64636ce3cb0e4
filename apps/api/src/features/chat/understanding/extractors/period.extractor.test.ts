import { describe, expect, it } from 'vitest';
import { extractPeriod } from './period.extractor.ts';

const today = new Date('2026-11-28T12:00:00Z');

describe('the period a diary question names', () => {
  it.each([
    ['what did i watch in march', { from: '2026-03-01', to: '2026-03-31', kind: 'month' }],
    ['what did i watch in december', { from: '2025-12-01', to: '2025-12-31', kind: 'month' }],
    ['que vi en marzo de 2024', { from: '2024-03-01', to: '2024-03-31', kind: 'month' }],
    ['was habe ich im märz gesehen', { from: '2026-03-01', to: '2026-03-31', kind: 'month' }],
    ['how many films this year', { from: '2026-01-01', to: '2026-12-31', kind: 'year' }],
    ['films i logged last month', { from: '2026-10-01', to: '2026-10-31', kind: 'month' }],
    ['what did i watch in 2025', { from: '2025-01-01', to: '2025-12-31', kind: 'year' }],
    ['anything i saw over the past few days', { from: '2026-11-21', to: '2026-11-28', kind: 'week' }],
    [
      'welche filme hab ich in den letzten tagen gesehen',
      { from: '2026-11-21', to: '2026-11-28', kind: 'week' },
    ],
    ['lo que vi los ultimos 3 dias', { from: '2026-11-25', to: '2026-11-28', kind: 'week' }],
    ["ce que j'ai regarde ces derniers jours", { from: '2026-11-21', to: '2026-11-28', kind: 'week' }],
    ['o que assisti nos ultimos dias', { from: '2026-11-21', to: '2026-11-28', kind: 'week' }],
    ['cosa ho visto negli ultimi 10 giorni', { from: '2026-11-18', to: '2026-11-28', kind: 'week' }],
    // A span is as long as typed: no count's cap of ten.
    ['what did i watch in the last 30 days', { from: '2026-10-29', to: '2026-11-28', kind: 'week' }],
    ['the films of the last 12 weeks', { from: '2026-09-05', to: '2026-11-28', kind: 'week' }],
  ])('%s', (text, period) => {
    expect(extractPeriod(text, today)).toEqual(period);
  });

  it('reads no period where none is named ("may" the verb, a bare number)', () => {
    expect(extractPeriod('may i have a comedy', today)).toBeUndefined();
    expect(extractPeriod('top 10 thrillers', today)).toBeUndefined();
  });
});

describe('a number of weeks or months back, and "since" a season or a month, in every language', () => {
  it.each([
    ['what have i seen over the last three weeks', '2026-11-07'],
    ['las ultimas 2 semanas que vi', '2026-11-14'],
    ["les deux dernieres semaines, j'ai vu quoi", '2026-11-14'],
    ['was lief bei mir in den letzten zwei wochen', '2026-11-14'],
    ['o que eu assisti no ultimo mes', '2026-10-29'],
    ['cosa ho guardato negli ultimi 2 mesi', '2026-09-29'],
    ['everything i logged since the summer', '2026-06-01'],
    ["tout ce que j'ai vu depuis l'ete", '2026-06-01'],
    ['alles seit dem herbst', '2026-09-01'],
    ['o que vi desde o natal', '2025-12-01'],
    ['que he visto desde abril', '2026-04-01'],
  ])('%s', (text, from) => {
    expect(extractPeriod(text, today)).toEqual({ from, to: '2026-11-28', kind: 'week' });
  });
});
