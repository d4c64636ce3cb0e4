import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('film origins said as a choice are films of either origin, the region around them only why', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('italian or french films: films of both origins, no comparison of two titles', async () => {
    const reply = await ask('italian or french films you have? i want to discover european cinema');
    expect(reply).toMatch(/^Here are/);
    expect(moviesListedIn(reply).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['japoneses o coreanos, quiero conocer el cine asiático', ['ja', 'ko']],
    ['italian or french films you have? i want to discover european cinema', ['fr', 'it']],
    ['des films danois ou suédois, le cinéma nordique me tente', ['da', 'sv']],
  ])('%s asks for films in %j only', (prompt, languages) => {
    const { query } = parsePrompt(prompt);
    expect([...query.languages].sort()).toEqual(languages);
  });
});
