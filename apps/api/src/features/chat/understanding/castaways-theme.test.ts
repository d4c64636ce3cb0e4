import { describe, expect, it } from 'vitest';
import { findThemes, overviewTells } from './keyword-themes.ts';
import { normalizeText } from './text.ts';

const labels = (text: string) => findThemes(normalizeText(text)).map(({ theme }) => theme.label);

describe('castaways, not any survival story', () => {
  it.each([
    'a film about a man marooned somewhere who must survive by himself',
    'castaway movies',
    'una historia de náufragos',
    'des naufragés sur une île déserte',
    'Schiffbrüchige auf einer einsamen Insel',
    'filme sobre uma ilha deserta',
    'gente gestrandet im Nirgendwo',
  ])('reads %j as castaways', (text) => {
    expect(labels(text)).toEqual(['castaways']);
  });

  it('leaves a fight to stay alive among many to survival', () => {
    expect(labels('a survival movie')).toEqual(['survival']);
  });

  it('tells castaways from an overview in its own words', () => {
    expect(overviewTells('castaways', 'a sailor washed up on a beach far from anyone')).toBe(true);
    expect(overviewTells('castaways', 'a family survives a zombie outbreak on a train')).toBe(false);
  });
});
