import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { phrasesFor } from '../wording/phrases.ts';

describe("POST /api/chat: the assistant's day asked after, in every language, is small talk", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['how was ur weekend', 'en'],
    ["how's life treating you", 'en'],
    ['que tal el finde?', 'es'],
    ['wie war dein wochenende', 'de'],
    ['como foi o teu dia?', 'pt'],
    ['como vai a vida', 'pt'],
    ['come è andata la tua giornata', 'it'],
    ["comment s'est passée ta journée ?", 'fr'],
  ] as const)('%s: the wellbeing reply in %s, no film', async (prompt, language) => {
    const reply = await ask(prompt);
    expect(reply, prompt).toContain(phrasesFor(language).wellbeing);
    expect(moviesShownIn(reply), prompt).toEqual([]);
  });
});

describe('POST /api/chat: the words of a question are no title of their own', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // 'think' is one letter from 'The Thing': the cue's own word is no title typed with a slip.
  it.each([
    'so what do u think of me',
    'what do you think of me, be honest',
    'tell me what you think of this site',
  ])('%s: no film liked for it', async (prompt) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply), prompt).toEqual([]);
  });
});

describe("POST /api/chat: German 'im' before a title is 'in dem', the title declined after it", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['wer spielt mit im paten', 238],
    ['wer spielt denn im paten mit?', 238],
  ])('%s: the cast of that film', async (prompt, id) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply)[0]?.id, prompt).toBe(id);
    expect(reply, prompt).toMatch(/Besetzung|spielen|spielt/);
  });
});

describe("POST /api/chat: another language's shorthand is read when the message's language types it too", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  // Portuguese types Spanish's 'q' for 'que': 'q' is a Portuguese word of the lexicon, and so is 'que'.
  it.each([
    ['o rei leão é de q ano?', '1994'],
    ['lista dos filmes do kubrick q vcs tem', 'Stanley Kubrick'],
  ])('%s', async (prompt, said) => {
    const reply = await ask(prompt);
    expect(reply, prompt).toContain(said);
  });
});
