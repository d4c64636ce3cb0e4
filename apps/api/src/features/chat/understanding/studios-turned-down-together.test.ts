import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('two studios turned down together ("neither ... nor"), beside a film liked', () => {
  it.each([
    ['etwas wie Zoomania, aber weder von DreamWorks noch von Pixar', ['DreamWorks', 'Pixar']],
    ['algo tipo Shrek, mas que não seja nem da dreamworks nem da disney', ['DreamWorks', 'Disney']],
    ['qualcosa come Up ma non della pixar né della dreamworks', ['Pixar', 'DreamWorks']],
    ['un truc comme Vaiana, mais rien de pixar ni de dreamworks', ['Pixar', 'DreamWorks']],
    ['algo como Frozen pero ni de disney ni de illumination', ['Disney', 'Illumination']],
    ['something like Frozen, neither disney nor pixar please', ['Disney', 'Pixar']],
  ])('leaves both studios of %j out, and names no title nor person', (text, studios) => {
    const { query } = parsePrompt(text);
    expect(query.avoidStudios).toEqual(expect.arrayContaining(studios));
    expect(query.studios).toEqual([]);
    expect(query.avoidTitles).toEqual([]);
    expect(query.avoidPeople).toEqual([]);
    expect(query.likeTitle).toBeTruthy();
  });
});
