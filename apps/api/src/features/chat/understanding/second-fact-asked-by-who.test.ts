import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a second fact asked with a question word for a person and no title of its own', () => {
  // 'e quem é o diretor', 'e chi è il regista': the copula typed bare is the join 'e', yet the column after the
  // question word is asked, no layout; 'wer hat regie geführt': the verb of 'regie' is no title.
  it.each([
    ['quanto tempo dura cidade de deus? e quem é o diretor?', 'runtime', 'cidade de deus'],
    ['arancia meccanica di che anno è e chi è il regista', 'year', 'arancia meccanica'],
    ['wie lange dauert das boot und wer hat regie geführt', 'runtime', 'das boot'],
    ['¿de qué año es el laberinto del fauno y quién es el director?', 'year', 'el laberinto del fauno'],
  ])('%j asks %s and the director of %j', (text, aspect, title) => {
    const { question, layout } = parsePrompt(text);
    expect(question).toMatchObject({ kind: 'fact', aspect, title, alsoAspects: ['director'] });
    expect(layout).toBeUndefined();
  });

  it('a column after a lead is still laid out', () => {
    expect(parsePrompt('filmes do tarantino com o ano e o diretor').layout?.columns).toEqual(['director']);
  });
});
