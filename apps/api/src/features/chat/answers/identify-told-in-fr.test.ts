import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const SAVING_PRIVATE_RYAN = 857;
const THREE_BILLBOARDS = 359940;
const FARGO = 275;
const TWELVE_ANGRY_MEN = 389;
const BRAVEHEART = 197;
const GONE_GIRL = 210577;
const V_FOR_VENDETTA = 752;
const RESERVOIR_DOGS = 500;
const JOKER = 475557;
const WHIPLASH = 244786;
const THE_LION_KING = 8587;
const THE_GODFATHER = 238;
const FULL_METAL_JACKET = 600;
const SCHINDLERS_LIST = 424;
const CATCH_ME_IF_YOU_CAN = 640;
const DJANGO_UNCHAINED = 68718;

describe.each(routeTestEngines())('POST /api/chat: a plot told in French, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

  it.each([
    [
      'le film de guerre où un capitaine et son escouade vont derrière les lignes ennemies pour ramener un parachutiste dont les trois frères sont morts',
      SAVING_PRIVATE_RYAN,
    ],
    [
      "une mère en colère loue trois panneaux publicitaires pour accuser le shérif parce que le meurtre de sa fille n'est pas résolu",
      THREE_BILLBOARDS,
    ],
    [
      'un vendeur de voitures endetté fait enlever sa propre femme pour toucher la rançon, et une policière enceinte mène l enquête',
      FARGO,
    ],
    [
      'le film où douze jurés délibèrent dans un procès pour meurtre, un seul pense que le gamin accusé est innocent',
      TWELVE_ANGRY_MEN,
    ],
    [
      "un écossais mène la révolte contre le roi d'angleterre après l'assassinat de sa femme, avec des grandes batailles",
      BRAVEHEART,
    ],
    [
      "le jour de leur anniversaire de mariage sa femme disparaît et tout le monde soupçonne le mari de l'avoir tuée",
      GONE_GIRL,
    ],
    [
      'un justicier masqué qui veut faire sauter le parlement dans une angleterre totalitaire, il sauve une jeune femme',
      V_FOR_VENDETTA,
    ],
    [
      'après un braquage de bijouterie qui tourne mal, les truands se retrouvent dans un entrepôt et cherchent le traître',
      RESERVOIR_DOGS,
    ],
    ['un clown raté et malade mental à gotham qui bascule dans la violence', JOKER],
    [
      'un jeune batteur dans un conservatoire de musique poussé à bout par un chef d orchestre tyrannique',
      WHIPLASH,
    ],
    [
      "un lionceau s'enfuit quand son oncle tue son père le roi, il doit revenir reprendre son royaume",
      THE_LION_KING,
    ],
    [
      'le vieux parrain de la mafia se fait tirer dessus et son plus jeune fils, un héros de guerre, finit par prendre la tête de la famille',
      THE_GODFATHER,
    ],
    [
      'des recrues des marines humiliées par un sergent instructeur sadique à l entraînement, puis la guerre au vietnam',
      FULL_METAL_JACKET,
    ],
    [
      "un homme d'affaires allemand membre du parti nazi sauve des centaines de juifs en les embauchant dans son usine",
      SCHINDLERS_LIST,
    ],
    [
      'un ado escroc qui fait des faux chèques en se faisant passer pour pilote, chirurgien et avocat, poursuivi par un agent du fbi',
      CATCH_ME_IF_YOU_CAN,
    ],
    [
      'un chasseur de primes allemand libère un esclave et ils vont délivrer sa femme dans une plantation',
      DJANGO_UNCHAINED,
    ],
  ])('%s', async (story, film) => {
    expect(await first(story)).toBe(film);
  });
});
