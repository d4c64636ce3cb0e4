import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text.ts';
import { asksOffTopic } from './off-topic.extractor.ts';

const offTopic = (text: string) => asksOffTopic(normalizeText(text));

describe('subjects no film answers, in every reply language', () => {
  it.each([
    'will it rain tomorrow? whats the weather in leeds',
    'how much is 17 times 3',
    '¿me pasas una receta de paella?',
    'quel temps fera-t-il à nice',
    'wer hat gestern gewonnen, bayern oder dortmund?',
    'quem ganhou o jogo de ontem',
    'chi ha vinto la partita di ieri',
    'come si prepara il tiramisù',
    'who won the super bowl in 2020',
    'write me an essay about climate change',
  ])('%s', (text) => expect(offTopic(text)).toBe(true));

  it.each([
    'a movie about the weather',
    'películas de cocina',
    'a film like ratatouille',
    'something from 1990-2000',
  ])('not %s', (text) => expect(offTopic(text)).toBe(false));
});
