import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('their liked films, and more that way', () => {
  it.each([
    'the movies i liked, got anything in that vein?',
    'Meine gelikten Filme, hast du sowas in der Art was ich nicht kenne?',
    'las pelis que me gustaron, algo en esa línea?',
    "les films que j'ai aimés, t'as un truc dans ce genre-là ?",
    'meus filmes favoritos, tem algo nessa linha?',
    'i film che mi sono piaciuti, qualcosa in quella direzione?',
  ])('seeds %j with the films they loved', (text) => {
    expect(parsePrompt(text).query.likeLastLoved).toBe(true);
  });

  it('needs more asked for: naming their liked films alone is no seed', () => {
    expect(parsePrompt('i watched the movies i liked again').query.likeLastLoved).toBe(false);
  });
});
