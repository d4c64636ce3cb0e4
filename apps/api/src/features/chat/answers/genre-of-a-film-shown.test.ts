import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: the genre of a film of the last answer, asked by its place or bare', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("answers 'the second one, what genre?' with that film's genres", async () => {
    const { answer, before } = await askAfter('films like heat', 'the second one, what genre is it?');
    expect(answer).toMatch(new RegExp(`/movie/${before[1]}\\).* filed under`));
  });

  it("answers a bare 'qual o gênero?' of the first film shown, in Portuguese", async () => {
    const { answer, before } = await askAfter('filmes parecidos com matrix', 'qual o gênero?');
    expect(answer).toMatch(new RegExp(`^No nosso catálogo, .*/movie/${before[0]}\\)`));
  });
});
