import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../../chat.markdown.ts';
import { glossStory } from './story-gloss.ts';

const THE_SHAWSHANK_REDEMPTION = 278;

/**
 * 'sie hauen nachts aus dem Lager ab': a German verb's particle sent to its clause's end is read back beside it, and
 * a prison's cell and the sewers a way out runs through are glossed in every language.
 */
describe('a story told with a separable verb, a cell and sewers', () => {
  it.each([
    ['zwei soldaten hauen nachts aus dem lager ab, dann', 'escape'],
    ['die gefangene bricht nach zwanzig jahren mit einem löffel aus', 'escape'],
    ['er haut irgendwann mit dem geld ab und sie sucht ihn', 'escape'],
  ])('%j: the particle read with its verb', (story, english) => {
    expect(glossStory(story, 'de')).toContain(english);
  });

  it('leaves a particle inside its clause where it is', () => {
    expect(glossStory('er haut ab und sie bleibt zu hause', 'de')).toContain('escape');
    expect(glossStory('sie bleibt zu hause und er schaut zu', 'de')).not.toContain('escape');
  });

  it.each([
    ['in seiner zelle', 'de'],
    ['en su celda', 'es'],
    ['dans sa cellule', 'fr'],
    ['nelle celle', 'it'],
    ['na cela', 'pt'],
  ])('%j: a cell is a prison', (story, language) => {
    expect(glossStory(story, language)).toContain('prison');
  });

  it.each([
    ['durch die kanalisation', 'de'],
    ['por la alcantarilla', 'es'],
    ['par les égouts', 'fr'],
    ['dalle fogne', 'it'],
    ['pelo esgoto', 'pt'],
  ])('%j: the sewers', (story, language) => {
    expect(glossStory(story, language)).toContain('sewer');
  });
});

describe.each(routeTestEngines())('POST /api/chat: a prison break told in German, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('names the film of a prisoner who digs out of his cell and runs off through the sewers', async () => {
    const reply = await ask(
      'ich such den film, in dem ein gefangener über jahre ein loch in die wand seiner zelle kratzt und am schluss durch die kanalisation abhaut',
    );
    expect(moviesShownIn(reply).map(({ id }) => id)).toContain(THE_SHAWSHANK_REDEMPTION);
  });
});
