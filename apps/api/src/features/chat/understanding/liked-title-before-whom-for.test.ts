import { describe, expect, it } from 'vitest';
import { SHREK } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { parsePrompt } from './parse-prompt.ts';

describe('whom the films are for ends the title they are to be like', () => {
  it.each([
    ['de', 'was ähnliches wie shrek für unsere kinder'],
    ['fr', 'un film comme shrek pour nos petits'],
    ['it', 'qualcosa come shrek per il mio nipotino'],
  ])('%s %j: the title is Shrek, the rest says whom for', (_language, message) => {
    expect(parsePrompt(message).query.likeTitle).toBe('shrek');
  });

  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('de: the film named is the seed, never listed back', async () => {
    const reply = await ask('ähnliche filme wie shrek für meine kids (5 und 7)');
    expect(reply.split('\n')[0]).toContain(`(/movie/${SHREK})`);
    const listed = moviesListedIn(reply).map((film) => film.id);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed).not.toContain(SHREK);
  });
});
