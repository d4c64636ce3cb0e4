import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const HEAT = 949;
const AMELIE = 194;
const TOY_STORY = 862;
const THE_GODFATHER = 238;
const TITANIC = 597;

/**
 * 'quién es la protagonista de amélie', 'wer spielt die hauptrolle in heat': the lead of a film asked in any language
 * is its cast, leads first; 'il padrino è troppo lungo?', 'ist titanic zu lang?': whether one film is long gets its
 * runtime and a judgement, whichever side of the verb the title stands; 'um filme que não é muito longo' asks for
 * films that are not long.
 */
describe('POST /api/chat: the lead and the length of one film, asked in every language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['es', 'quien es la protagonista de amelie', AMELIE, /Audrey Tautou/],
    ['fr', 'qui est le personnage principal de toy story', TOY_STORY, /Tom Hanks/],
    ['de', 'wer spielt die hauptrolle in heat', HEAT, /Al Pacino/],
    ['it', "chi è l'attore principale di heat", HEAT, /Al Pacino/],
    ['pt', 'quem é a atriz principal de amelie', AMELIE, /Audrey Tautou/],
  ] as const)('%s: "%s" names its lead', async (_language, prompt, film, lead) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([film]);
    expect(reply).toMatch(lead);
  });

  it.each([
    ['es', 'titanic es demasiado larga?', TITANIC, /194/],
    ['fr', "le parrain c'est trop long ?", THE_GODFATHER, /175/],
    ['de', 'ist der pate zu lang?', THE_GODFATHER, /175/],
    ['it', 'il padrino è troppo lungo?', THE_GODFATHER, /175/],
    ['pt', 'o titanic é muito longo?', TITANIC, /194/],
  ] as const)('%s: "%s" gives that film\'s runtime', async (_language, prompt, film, minutes) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([film]);
    expect(reply).toMatch(minutes);
  });

  it.each([
    ['pt', 'quero um filme que não é muito longo', /até 120 minutos/],
    ['it', 'un film che non sia troppo lungo', /massimo 120 minuti/],
  ])('%s: "%s" asks for films that are not long', async (_language, prompt, limit) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
    expect(reply).toMatch(limit);
  });
});
