import { describe, expect, it } from 'vitest';
import { glossStory } from './story-gloss.ts';

describe('a story told in another language, glossed into rough English', () => {
  it('translates plot words, phrases first, and drops the words that only join a sentence', () => {
    expect(glossStory('la película del pez payaso que busca a su hijo', 'es')).toBe(
      'clownfish search find son',
    );
    expect(glossStory('le film où un homme en fauteuil roulant', 'fr')).toBe('man wheelchair quadriplegic');
  });

  it('reads phrases of three words before those of two', () => {
    expect(glossStory('una abuela en silla de ruedas', 'es')).toBe('grandmother wheelchair');
    expect(glossStory('deux enfants dans un camp de concentration', 'fr')).toContain('concentration camp');
    expect(glossStory('um cientista louco e a máquina do tempo', 'pt')).toBe(
      'scientist crazy mad eccentric time machine',
    );
  });

  it('reads plurals and verb forms by their plain word or their beginning', () => {
    expect(glossStory('zwei einbrecher greifen das haus an', 'de')).toContain('burglar');
    expect(glossStory('os brinquedos ganham vida', 'pt')).toBe('toy come to life');
    expect(glossStory('un cuoco che sogna per tutti', 'it')).toBe('cook chef dream');
  });

  it('keeps names and places it does not know, unless asked for the story words alone', () => {
    expect(glossStory('il film dove leonardo dicaprio sogna', 'it')).toBe('leonardo dicaprio dream');
    expect(glossStory('il film dove leonardo dicaprio sogna', 'it', false)).toBe('dream');
  });

  it.each([
    [
      'es',
      'sus padres se vuelven cerdos en un balneario de espíritus',
      ['parents', 'turned into', 'pigs', 'bathhouse', 'spirits'],
    ],
    [
      'fr',
      'ses parents se transforment en cochons, elle travaille aux bains',
      ['parents', 'turned into', 'pigs', 'job', 'bath'],
    ],
    [
      'de',
      'die eltern verwandeln sich in schweine, weil sie essen',
      ['parents', 'turned into', 'pigs', 'eat'],
    ],
    [
      'pt',
      'a família pobre arruma emprego um por um na mansão',
      ['family', 'poor', 'job', 'one at a time', 'mansion'],
    ],
    ['it', 'i genitori si trasformano in maiali perché mangiano', ['parents', 'turned into', 'pigs', 'eat']],
    [
      'fr',
      'un aristo paralysé en fauteuil et son aide-soignant sorti de prison deviennent potes',
      ['aristocrat', 'wheelchair', 'caregiver', 'friendship'],
    ],
    [
      'es',
      'un vaquero de juguete celoso del juguete nuevo en su cumpleaños',
      ['cowboy', 'jealous', 'toy', 'birthday'],
    ],
  ])(
    '%s: glosses the common plot words of kin, creatures, work, homes and changes: %j',
    (language, story, english) => {
      const glossed = glossStory(story, language);
      for (const words of english) expect(glossed).toContain(words);
    },
  );

  it('leaves English and languages without a table as typed', () => {
    expect(glossStory('a shark attacks a beach', 'en')).toBe('a shark attacks a beach');
  });
});
