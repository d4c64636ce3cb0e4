import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { worthRouting } from './routed.answer.ts';
import { narratesACharacter, statedLanguages } from './identify.answer.ts';

// Starter-catalog films.
const PARASITE = 496243;
const REAR_WINDOW = 567;
const THE_TRUMAN_SHOW = 37165;

describe('a guess at the film’s origin said apart from the story', () => {
  it.each([
    ['la del chico que se cuela en una casa rica, coreana creo', ['ko']],
    ['korean i think. a family of con artists gets hired one by one', ['ko']],
    ['celui où des pauvres se font embaucher chez des riches, coréen je crois', ['ko']],
    ['the one with the bank robbery, it was french maybe', ['fr']],
  ])('%j gives %j', (story, languages) => {
    expect(statedLanguages(story)).toEqual(languages);
  });

  it('is no origin of a character told in the story', () => {
    expect(statedLanguages('the movie where a korean chef cooks for a rich family')).toEqual([]);
  });
});

describe('a story told about one character', () => {
  it.each([
    [
      'en',
      'some old film: a woman hides in her attic and writes letters to her sister while her husband is at war',
    ],
    ['es', 'uno antiguo: un hombre pierde su trabajo, vende su casa y busca a su hija por todo el país'],
    ['fr', 'un vieux film : il perd son travail, vend sa maison et cherche sa fille dans tout le pays'],
  ])('%s: %s', (language, message) => {
    expect(narratesACharacter(message, language)).toBe(true);
  });

  it('is not a request that mentions someone once', () => {
    expect(
      narratesACharacter('an old western for movie night, my dad loves his cowboys and john wayne', 'en'),
    ).toBe(false);
    expect(narratesACharacter('a man on an island', 'en')).toBe(false);
  });
});

describe("'the one where' with no word for a film", () => {
  it.each([
    'la de la chica que vuelve al pasado para salvar a su madre',
    'aquele do cara que acorda todo dia no mesmo dia',
    'celui où un robot nettoie la terre toute seule',
    'quello in cui un topo cucina in un ristorante',
    'der, wo ein Junge allein zu Hause bleibt',
  ])('%s tells a film by its story', (message) => {
    expect(worthRouting(message, undefined)).toBe(true);
  });

  it.each(['el de los 90', 'una comedia como la de ayer'])('%s does not', (message) => {
    expect(worthRouting(message, undefined)).toBe(false);
  });
});

describe.each(routeTestEngines())(
  'POST /api/chat: a film told without "the movie where", on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = (reply: string) => moviesShownIn(reply)[0]?.id;

    it('names it from "the one of…" in Spanish and Portuguese, the origin guessed narrowing it', async () => {
      for (const story of [
        'la de la familia sin trabajo que se va metiendo a trabajar en casa de unos ricos, coreana creo',
        'aquele da família pobre que vai arrumando emprego na casa de uma família rica, coreano acho',
      ])
        expect(first(await ask(story)), story).toBe(PARASITE);
    });

    it('names a story told about one character, though a guess at its age reads as years', async () => {
      for (const story of [
        'from the 50s i think. a photographer stuck at home with his leg in a cast watches the neighbours from his window and suspects one of them killed his wife',
        'una vieja de los años 50 creo: un fotógrafo con la pierna rota espía a sus vecinos desde su ventana y sospecha que uno de ellos mató a su esposa',
      ])
        expect(first(await ask(story)), story).toBe(REAR_WINDOW);
    });

    it('meets a word of the story inside a longer one of the film’s ("town" of "hometown")', async () => {
      for (const story of [
        'the one where a guy learns his whole town is a stage and his life a tv show',
        'quello dove un uomo scopre che tutta la sua vita è uno show televisivo e la sua città è un set',
      ])
        expect(first(await ask(story)), story).toBe(THE_TRUMAN_SHOW);
    });
  },
);
