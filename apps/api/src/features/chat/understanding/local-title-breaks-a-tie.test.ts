import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { replyLanguageOf } from './extractors/language.extractor.ts';
import { normalizeText } from './text.ts';

describe('a question Portuguese and Italian word alike is answered in the language whose title for the film was typed', () => {
  it.each([
    ['quanto dura interestelar', 'pt'],
    ['quanto dura o rei leao', 'pt'],
    ['quanto dura il re leone', 'it'],
  ] as const)('%s: %s', (said, language) => {
    expect(replyLanguageOf(normalizeText(said))).toBe(language);
  });

  it('an original title typed in an English question leaves it English', () => {
    expect(replyLanguageOf(normalizeText('what year is la vita e bella'))).toBe('en');
  });
});

describe('POST /api/chat: a release date written the way the reply language writes it', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['when did the matrix come out?', /came out on March 30, 1999/],
    ['cuando se estreno matrix', /se estrenó el 30 de marzo de 1999/],
    ['cuando salio jurassic park', /\d{1,2} de junio de 1993/],
  ])('%s', async (said, written) => {
    const reply = await ask(said);
    expect(reply).toMatch(written);
    expect(reply).not.toMatch(/\d{4}-\d\d-\d\d/);
  });

  it("'quanto dura interestelar' is answered in Portuguese", async () => {
    expect(await ask('quanto dura interestelar')).toMatch(/duração de 169 minutos/);
  });
});
