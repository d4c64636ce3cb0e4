import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { MEMENTO } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../testing/chat-test-app.ts';
import { clarifyingQuestion } from './answers/clarify.answer.ts';
import { moviesShownIn } from './chat.markdown.ts';
import type { ReplyLanguage } from './understanding/chat-query.ts';
import type { Intent } from './understanding/intents/intent.ts';
import { libraryPhrasesFor, phrasesFor } from './wording/phrases.ts';

/** The conversation so far: a message, then the assistant's question about which of two readings it meant. */
function questioned(message: string, language: ReplyLanguage, first: Intent, second: Intent): ChatMessage[] {
  // Any message could mean every reading: the question names the readings, never the message.
  const question = clarifyingQuestion(
    { intent: first, runnerUp: second, margin: 0.01, score: 0.5 },
    'i keep thinking about that film my sister loved',
    language,
  );
  return [
    { isBot: false, text: message },
    { isBot: true, text: question!.text },
  ];
}

describe.each(routeTestEngines())('POST /api/chat answering a clarifying question, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it('recommends films when the user picks recommendations by name', async () => {
    const history = questioned('hmm, tonight?', 'en', 'fact', 'recommend');
    const reply = await ask('recommendations', { history });
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });

  it('finds the film told by its story when the user picks that reading by its place', async () => {
    const history = questioned(
      'a man who cannot make new memories tattoos clues on his body',
      'en',
      'identify',
      'recommend',
    );
    const reply = await ask('the first one', { history });
    expect(moviesShownIn(reply)[0]?.id).toBe(MEMENTO);
  });

  it('answers in the language of the message the question was about', async () => {
    const spanish = await ask('la primera', {
      history: questioned('y entonces qué hacemos', 'es', 'library', 'recommend'),
    });
    expect(spanish).toBe(phrasesFor('es').signInForLibrary);
    const italian = await ask('dei consigli', {
      history: questioned('qualcosa per stasera?', 'it', 'fact', 'recommend'),
    });
    expect(moviesShownIn(italian).length).toBeGreaterThanOrEqual(3);
    expect(italian).not.toMatch(/here are|you might enjoy/i);
    const french = await ask('le deuxième', {
      history: questioned('euh, et alors ?', 'fr', 'fact', 'recommend'),
    });
    expect(moviesShownIn(french).length).toBeGreaterThanOrEqual(3);
  });

  it('reads a reply that answers nothing asked as a new message', async () => {
    const reply = await ask('who directed memento?', {
      history: questioned('hmm, tonight?', 'en', 'fact', 'recommend'),
    });
    expect(reply).toMatch(/Christopher Nolan/);
    expect(reply).not.toBe(libraryPhrasesFor('en').offTopic);
  });
});
