import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('two films loved, more like them', () => {
  it.each([
    'curti muito whiplash e la la land, tem mais nessa pegada?',
    'gostei muito de whiplash e la la land, tem algo parecido?',
    'me gustaron mucho whiplash y la la land, algo parecido?',
    "j'ai trop aimé whiplash et la la land, tu as d'autres films du genre ?",
    'mi sono piaciuti whiplash e la la land, hai altro del genere?',
    'loved whiplash and la la land, more like that?',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe('whiplash');
    expect(query.alsoLike).toEqual(['la la land']);
  });

  it.each([
    'quantos filmes eu curti até agora?',
    'cuantas pelis me gustaron este año',
    'quali film mi sono piaciuti di più',
  ])('is no title when the films are what the verb is about: %s', (message) => {
    expect(parsePrompt(message).query.likeTitle).toBeUndefined();
  });

  it('reads the films thought well of in German, before the verdict', () => {
    expect(parsePrompt('ich fand whiplash super, was gibt es noch in der art?').query.likeTitle).toBe(
      'whiplash',
    );
  });
});

describe('like a film, but newer or older, said of one film', () => {
  it.each([
    ['qualcosa tipo il padrino ma più recente', 'newer'],
    ['algo tipo o poderoso chefão mas mais recente', 'newer'],
    ['algo como el padrino pero más nuevo', 'newer'],
    ['quelque chose comme le parrain mais plus moderne', 'newer'],
    ['etwas wie der pate, aber neuer', 'newer'],
    ['qualcosa tipo inception ma più vecchio', 'older'],
    ['algo tipo inception mas mais antigo', 'older'],
    ['algo como inception pero más antiguo', 'older'],
  ] as const)('%s', (message, change) => {
    expect(parsePrompt(message).query.likeChange).toMatchObject({ [change]: true });
  });
});

describe('like a film, but shorter or longer than it, in every language', () => {
  it.each([
    ['qualcosa tipo die hard ma più corto', 'shorter'],
    ['algo tipo duro de matar mas mais curto', 'shorter'],
    ['algo como jungla de cristal pero más corta', 'shorter'],
    ['quelque chose comme die hard mais plus court', 'shorter'],
    ['so was wie stirb langsam, aber kürzer', 'shorter'],
    ['qualcosa tipo il padrino ma più lungo', 'longer'],
    ['algo como el padrino pero más largo', 'longer'],
  ] as const)('%s', (message, change) => {
    const { query } = parsePrompt(message);
    expect(query.likeChange).toMatchObject({ [change]: true });
    // Than the film itself, not the catalog's short or long films.
    expect(query.runtimeMax).toBeUndefined();
    expect(query.runtimeMin).toBeUndefined();
  });

  it.each([
    'something like heat, but not quite as long',
    'algo como el padrino pero que no sea tan largo',
    'un film comme le parrain mais pas aussi long',
    'etwas wie der pate, aber nicht ganz so lange',
    'algo tipo o poderoso chefão mas não tão longo',
    'qualcosa tipo il padrino ma non così lungo',
  ])("reads 'not as long' as shorter than the film: %s", (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeChange).toMatchObject({ shorter: true });
    expect(query.avoidTitles).toEqual([]);
    expect(query.runtimeMax).toBeUndefined();
    expect(query.runtimeMin).toBeUndefined();
  });

  it('keeps a length said outright', () => {
    expect(parsePrompt('like die hard but under 90 minutes').query.runtimeMax).toBe(90);
    // The time they lack is a length said too, as well as shorter than the film.
    const { query } = parsePrompt("something like heat but shorter, we don't have 3 hours");
    expect(query).toMatchObject({ runtimeMax: 150, likeChange: { shorter: true } });
  });
});

describe('a genre not wanted, with a word saying the thing itself', () => {
  it.each([
    'get out was great but i dont want actual horror, more like a tense thriller',
    "i don't want real horror, more of a thriller",
    'ich will keinen echten horror, eher einen thriller',
    'je ne veux pas de vraie horreur, plutôt un thriller',
    'non voglio un vero horror, più un thriller',
    'não quero verdadeiro terror, mais um suspense',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(27);
    expect(query.genreIds).not.toContain(27);
    expect(query.genreIds).toContain(53);
  });

  it.each(['non voglio horror', 'não quero terror', 'non voglio un horror', 'não quero um terror'])(
    "'I don't want' before the genre turns it down in Italian and Portuguese: %s",
    (message) => {
      const { query } = parsePrompt(message);
      expect(query.excludeGenreIds).toContain(27);
      expect(query.genreIds).not.toContain(27);
    },
  );
});
