import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

/** The facts a message asks of one film, and the title it names. */
const factsOf = (message: string) => {
  const { question } = parsePrompt(message);
  if (question?.kind !== 'fact') return undefined;
  return { title: question.title, aspects: [question.aspect, ...(question.alsoAspects ?? [])] };
};

describe('two facts of one film in one message', () => {
  it.each([
    ['who directed alien and how long is it', { title: 'alien', aspects: ['director', 'runtime'] }],
    ['what year did rocky come out and who directed it', { title: 'rocky', aspects: ['year', 'director'] }],
    ['quien dirigio tiburon y cuanto dura', { title: 'tiburon', aspects: ['director', 'runtime'] }],
    ['wer hat alien gedreht und wie lange dauert er', { title: 'alien', aspects: ['director', 'runtime'] }],
  ])('%s', (message, facts) => {
    expect(factsOf(message)).toMatchObject(facts);
  });

  it('keeps a single question whole', () => {
    expect(factsOf('how long is the good, the bad and the ugly')).toMatchObject({ aspects: ['runtime'] });
    expect(factsOf('who directed alien')).toEqual({ title: 'alien', aspects: ['director'] });
  });

  it('asks nothing twice of two different films', () => {
    expect(factsOf('who directed alien and who directed aliens')).not.toMatchObject({
      aspects: ['director', 'director'],
    });
  });
});
