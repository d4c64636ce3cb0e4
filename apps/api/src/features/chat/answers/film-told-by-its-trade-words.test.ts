import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { glossStory } from '../understanding/story-gloss/story-gloss.ts';
import { libraryPhrasesFor } from '../wording/phrases.ts';

const WHIPLASH = 244786;
const EDWARD_SCISSORHANDS = 162;

describe("a story's trades, tools and places, in rough English", () => {
  it.each([
    ['pt', 'o aluno baterista e a tesoura', ['student', 'drummer', 'scissors']],
    ['it', "l'allieva batterista e le forbici", ['student', 'drummer', 'scissors']],
    ['es', 'un profesor abusivo y unas tijeras', ['cruel', 'scissors']],
    ['fr', 'un élève, un prof abusif et des ciseaux', ['student', 'cruel', 'scissors']],
    [
      'de',
      'ein grausamer schlagzeuger aus ostberlin und die stasi',
      ['cruel', 'drummer', 'east berlin', 'stasi'],
    ],
  ])('%s %j', (language, story, english) => {
    const glossed = glossStory(story, language, false);
    for (const word of english) expect(glossed).toContain(word);
  });
});

describe('POST /api/chat: a film told by the trades and tools of its story, in other languages', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('it: the drummer and the cruel jazz teacher is surely Whiplash', async () => {
    const reply = await ask('quel film del batterista e del maestro di jazz crudele');
    expect(reply.startsWith(libraryPhrasesFor('it').identifyIntro)).toBe(true);
    expect(moviesListedIn(reply)[0]?.id).toBe(WHIPLASH);
  });

  it('fr: a man with scissors for hands is Edward Scissorhands', async () => {
    const reply = await ask("c'est quoi le film où un homme a des ciseaux à la place des mains ?");
    expect(moviesListedIn(reply)[0]?.id).toBe(EDWARD_SCISSORHANDS);
  });
});
