import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { statedLanguages } from './identify.answer.ts';

describe("a film's origin guessed in talk ('glaub ich', 'se non sbaglio') is the story's film's language", () => {
  it.each([
    ['ein mann wird jahrelang eingesperrt, dann freigelassen, koreanisch mein ich', 'ko'],
    ['une fille travaille dans des bains pour les esprits, japonais si je me trompe pas', 'ja'],
    ['tre pistoleri cercano oro sepolto, italiano se non sbaglio', 'it'],
    ['um policial e um bandido em hong kong, chines se nao me engano', 'zh'],
    ['a city hunts a child killer, german if i remember right', 'de'],
    ['un chico pobre se hace amigo de un millonario, frances o algo asi', 'fr'],
  ])('%s -> %s', (story, language) => {
    expect(statedLanguages(story)).toContain(language);
  });

  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('a boy befriends the projectionist of his village cinema, said to be Italian, is Cinema Paradiso', async () => {
    const reply = await ask(
      'un gamin grandit dans un village et devient ami avec le projectionniste du cinema, italien si je me trompe pas',
    );
    expect(moviesListedIn(reply)[0]?.id).toBe(11216);
  });
});
