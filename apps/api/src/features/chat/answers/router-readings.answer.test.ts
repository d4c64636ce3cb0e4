import { describe, expect, it } from 'vitest';
import type { ReplyLanguage } from '../understanding/chat-query.ts';
import type { Intent } from '../understanding/intents/intent.ts';
import { phrasesFor } from '../wording/phrases.ts';
import { smallTalkRead } from './router-readings.answer.ts';

const guess = (intent: Intent, runnerUp: Intent, margin: number, score: number) => ({
  intent,
  runnerUp,
  margin,
  score,
});

describe("the router's reading of small talk", () => {
  it.each([
    ['en', "you're the best"],
    ['es', 'eres un crack'],
    ['fr', 't es génial'],
    ['de', 'du bist spitze'],
    ['pt', 'você é demais'],
    ['it', 'sei un grande'],
  ] as [ReplyLanguage, string][])('%s: praise ("%s") is answered as thanks', (language, message) => {
    const reply = smallTalkRead(guess('small-talk', 'recommend', 0.12, 0.7), message, language);
    expect(reply).toEqual({ text: phrasesFor(language).thanks, movies: [] });
  });

  it('answers a question with what the assistant does', () => {
    const reply = smallTalkRead(guess('small-talk', 'off-topic', 0.2, 0.75), 'anybody there?', 'en');
    expect(reply?.text).toContain(phrasesFor('en').greeting);
  });

  it('is not used when the router is unsure, or the message resembles no example', () => {
    expect(smallTalkRead(guess('small-talk', 'recommend', 0.02, 0.8), 'ok then', 'en')).toBeUndefined();
    expect(smallTalkRead(guess('small-talk', 'fact', 0.09, 0.55), 'zxcvb mnbv', 'en')).toBeUndefined();
    expect(smallTalkRead(guess('recommend', 'small-talk', 0.3, 0.8), 'anything', 'en')).toBeUndefined();
    expect(smallTalkRead(undefined, 'hmm', 'de')).toBeUndefined();
  });
});
