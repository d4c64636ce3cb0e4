import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('a short reply asked is a layout, no short film, in every language', () => {
  it.each([
    'be brief: two westerns',
    'sci-fi, short answer please',
    'respuesta corta, una de miedo',
    'sois bref, une comédie romantique',
    'fass dich kurz: ein Western',
    'resposta curta, um drama',
    'risposta breve: una commedia',
  ])('%s', (prompt) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.layout?.short).toBe(true);
    expect(parsed.layout?.brief).toBe(true);
    expect(parsed.query.runtimeMax).toBeUndefined();
  });

  it.each([
    ['make it quick: westerns', 3],
    ['be brief: two westerns', 2],
  ])('%s lists %i films', (prompt, count) => {
    expect(parsePrompt(prompt).query.count).toBe(count);
  });

  it.each(['uma comédia, sem listas longas', 'eine Komödie, keine langen Listen'])(
    '%s asks a short list, not prose',
    (prompt) => {
      const parsed = parsePrompt(prompt);
      expect(parsed.layout?.short).toBe(true);
      expect(parsed.layout?.shape).toBeUndefined();
    },
  );
});

describe('one film of a kind and no more asks for one film', () => {
  it.each([
    "a western and that's it",
    'una comedia y listo',
    "une comédie et c'est tout",
    'einen Western und fertig',
    'uma comédia e pronto',
    'una commedia e stop',
  ])('%s', (prompt) => {
    expect(parsePrompt(prompt).query.count).toBe(1);
  });
});

describe('POST /api/chat: a short reply asked is short', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each(['be brief: some westerns', 'en quelques mots, des comédies', 'in poche parole: dei western'])(
    '%s',
    async (message) => {
      const reply = await ask(message);
      expect(moviesShownIn(reply).length).toBeGreaterThan(0);
      expect(moviesShownIn(reply).length).toBeLessThanOrEqual(3);
      expect(reply.length).toBeLessThanOrEqual(400);
    },
  );
});
