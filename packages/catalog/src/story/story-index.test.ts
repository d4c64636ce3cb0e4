import { describe, expect, it } from 'vitest';
import { StoryIndex } from './story-index.ts';
import { storyWords } from './story-words.ts';

const films = [
  {
    id: 1,
    texts: ['Cast Away', 'A courier is stranded on an island after a plane crash.', 'volleyball', 'Chuck'],
  },
  { id: 2, texts: ['The Beach', 'A young man travels to an island in search of a secret beach.'] },
  { id: 3, texts: ['Island Life', 'A family moves to an island and learns to love its life.'] },
  { id: 4, texts: ['City Lights', 'A tramp falls in love with a blind flower girl in the city.'] },
  { id: 5, texts: ['The Grid', 'A programmer learns that his world is a computer simulation.'] },
  { id: 6, texts: ['Night Shift', 'A programmer and a nurse fall for each other.'] },
];

describe('StoryIndex', () => {
  const index = new StoryIndex(films);

  it('ranks first the film sharing the rarest words of a story, not the one sharing the commonest', () => {
    const [best, ...rest] = index.search('guy stranded on an island, talks to a volleyball', 3);
    expect(best?.id).toBe(1);
    expect(rest.map((match) => match.id)).not.toContain(4);
  });

  it('finds films by their keywords and characters as well as their overview', () => {
    expect(index.search('chuck', 3).map((match) => match.id)).toEqual([1]);
  });

  it('leaves out the films the filter turns down', () => {
    expect(index.search('island', 5, (id) => id !== 1).map((match) => match.id)).not.toContain(1);
  });

  it('tells how rare a word is, from 0 for one every film holds to 1 for one only a film holds', () => {
    const [island, volleyball, unknown] = ['island', 'volleyball', 'zeppelin'].map((word) =>
      index.relativeRarity(storyWords(word)[0]!),
    );
    expect(volleyball).toBe(1);
    expect(unknown).toBe(1);
    expect(island).toBeLessThan(volleyball!);
    expect(island).toBeGreaterThan(0);
  });

  it('tells a word of another language as the catalog’s English word it descends from, as the films spell it', () => {
    expect(index.cognatesOf('simulação')).toEqual(['simulation']);
    expect(index.cognatesOf('programadores')).toEqual(['programmer']);
    expect(index.cognatesOf('volleyball')).toEqual([]);
    expect(index.cognatesOf('zeppelin')).toEqual([]);
  });

  it('meets a word and its plural or -ing form at one stem', () => {
    expect(storyWords('tunnels tunneling memories')).toEqual(['tunnel', 'tunnel', 'memori']);
  });
});
