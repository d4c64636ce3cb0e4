import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = genreIdOf('Horror');
const WAR = genreIdOf('War');
const COMEDY = genreIdOf('Comedy');

describe('a wish said as denied turns the kind down, in every language', () => {
  it.each([
    "honestly i'm not in the mood for war films tonight",
    'not really up for a war movie, sorry',
    "i don't feel like war films today",
    'hoy no tengo ganas de pelis de guerra',
    'no me apetece ver una de guerra',
    "ce soir j'ai pas envie de films de guerre",
    'je suis pas trop d’humeur pour un film de guerre',
    'heute keine Lust auf Kriegsfilme',
    'hab grad echt keinen Bock auf Kriegsfilme',
    'não tô a fim de filme de guerra hoje',
    'sem vontade de ver filme de guerra',
    'stasera non ho voglia di film di guerra',
    'non mi va di vedere un film di guerra',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(WAR);
    expect(query.genreIds).not.toContain(WAR);
  });

  it.each([
    ['not in the mood for horror, rather something that makes me laugh', HORROR, COMEDY],
    ['keine Lust auf Horror, lieber eine Komödie', HORROR, COMEDY],
    ['non sono in vena di horror, meglio una commedia', HORROR, COMEDY],
  ])('%s: the other kind asked stays', (message, turnedDown, asked) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(turnedDown);
    expect(query.genreIds).toContain(asked);
  });

  it.each([
    ['in the mood for a war film', WAR],
    ['tengo ganas de ver una de guerra', WAR],
    ['ho voglia di un film di guerra', WAR],
    ['Lust auf einen Kriegsfilm', WAR],
  ])('%s: the same wish, not denied, asks for the kind', (message, asked) => {
    const { query } = parsePrompt(message);
    expect(query.genreIds).toContain(asked);
    expect(query.excludeGenreIds).not.toContain(asked);
  });
});
