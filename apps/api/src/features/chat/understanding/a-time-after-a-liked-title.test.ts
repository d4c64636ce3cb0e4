import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a time after a liked title ('and now?', 'et après ?') asks what next: no second title, in every language", () => {
  it.each([
    'my daughter loved Coco, and now?',
    'a mi hija le encantó Coco, ¿y luego?',
    'ma fille a adoré Coco, et maintenant ?',
    'meine Tochter liebt Coco, und jetzt?',
    'minha filha amou Coco, e depois?',
    'mia figlia ha adorato Coco, e poi?',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe('coco');
    expect(query.alsoLike).toBeUndefined();
  });
});
