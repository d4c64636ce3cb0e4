import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const RESERVOIR_DOGS = 500;
const FARGO = 275;
const V_FOR_VENDETTA = 752;
const THE_GREAT_ESCAPE = 5925;
const BEN_HUR = 665;
const PATHS_OF_GLORY = 975;
const SAVING_PRIVATE_RYAN = 857;
const MRS_DOUBTFIRE = 788;
const M = 832;
const THE_PRESTIGE = 1124;
const DOWNFALL = 613;

/**
 * Plots told in Portuguese as a fan types them from memory: their telling words (a heist, a ransom, a traitor, a
 * court martial, a paratrooper, a nanny in disguise, a child murderer, rival magicians) are read by the pt story
 * table, none of them by an English cognate.
 */
describe.each(routeTestEngines())('POST /api/chat: a plot told in Portuguese, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

  it.each([
    [
      'o filme em que um assalto a joalheria da errado e os bandidos se escondem num galpao desconfiando que tem um traidor entre eles',
      RESERVOIR_DOGS,
    ],
    [
      'o filme do vendedor de carros desesperado que manda sequestrar a propria esposa pra pedir resgate e uma policial gravida investiga',
      FARGO,
    ],
    [
      'o filme do mascarado revolucionario que quer derrubar o governo totalitario e salva uma moca',
      V_FOR_VENDETTA,
    ],
    [
      'o filme dos prisioneiros de guerra que cavam tuneis pra fugir de um campo alemao na segunda guerra',
      THE_GREAT_ESCAPE,
    ],
    [
      'o filme do principe judeu traido pelo amigo de infancia, condenado as galeras, e que tem a corrida de bigas',
      BEN_HUR,
    ],
    [
      'o filme da primeira guerra em que um coronel defende tres soldados no tribunal militar acusados de covardia depois de um ataque fracassado',
      PATHS_OF_GLORY,
    ],
    [
      'o filme em que um capitao e seu pelotao vao atras de um soldado paraquedista cujos tres irmaos morreram em combate',
      SAVING_PRIVATE_RYAN,
    ],
    ['o filme do pai divorciado que se disfarça de babá velhinha pra ficar perto dos filhos', MRS_DOUBTFIRE],
    [
      'o filme em que a cidade inteira tem medo de um assassino de criancas e os criminosos caçam ele junto com a policia',
      M,
    ],
    ['o filme dos dois magicos rivais que disputam quem faz o melhor truque de ilusionismo', THE_PRESTIGE],
    [
      'o filme dos ultimos dias do ditador escondido no bunker enquanto as tropas sovieticas cercam a cidade, visto pela secretaria dele',
      DOWNFALL,
    ],
  ])('%s', async (story, film) => {
    expect(await first(story)).toBe(film);
  });
});
