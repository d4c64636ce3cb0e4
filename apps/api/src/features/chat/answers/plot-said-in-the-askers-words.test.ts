import { describe, expect, it } from 'vitest';
import { detectLanguage, withoutCatalogText } from '../../../../eval/blind/blind-runner.ts';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * The catalog's overview of a film is in the language it was written in; the words around it are the assistant's, and
 * they must say, in the asker's language, that this is the film's story.
 */
describe("POST /api/chat: a film's story told on its page in the asker's language", () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'so what happens in this one?'],
    ['es', '¿de qué va esta peli?'],
    ['fr', 'ça raconte quoi, ce film ?'],
    ['de', 'Was passiert in dem Film eigentlich?'],
    ['pt', 'qual é a história desse filme?'],
    ['it', 'di cosa parla questo film?'],
  ] as const)('%s: %j', async (lang, question) => {
    const jaws = await testApp().app.inject({ method: 'GET', url: '/api/tmdb/movie/578' });
    const { overview } = jaws.json() as { overview: string };
    const reply = await ask(question, { movieId: 578 });
    expect(reply).toContain(overview.slice(0, 30));
    expect(detectLanguage(withoutCatalogText(reply, [overview]))).toBe(lang);
  });
});
