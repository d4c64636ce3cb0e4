import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

describe('a greeting whose words also ask for a good film is still a greeting', () => {
  it.each(['good afternoon!', 'good evening :)'])('%s', (message) => {
    expect(parsePrompt(message).smallTalk).toBe('greeting');
  });
});

describe('asking whether all is well, in every language', () => {
  it.each([
    'buongiorno, tutto a posto?',
    'hola! todo bien?',
    'salut, tout va bien ?',
    'hallo, alles gut bei dir?',
    'oi, tudo tranquilo?',
    'morning! everything ok with you?',
  ])('%s', (message) => {
    expect(parsePrompt(message).smallTalk).toBe('wellbeing');
  });
});

// Who the assistant is answers what it does as well.
describe('asking what the assistant is able to do, in every language', () => {
  it.each(['de quoi tu es capable ?', 'wozu bist du gut?', 'qué logras hacer?'])('%s', (message) => {
    expect(['help', 'identity']).toContain(parsePrompt(message).smallTalk);
  });
});
