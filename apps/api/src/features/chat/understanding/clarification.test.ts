import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { clarifyingQuestion } from '../answers/clarify.answer.ts';
import type { ReplyLanguage } from './chat-query.ts';
import { pendingClarification, readingPicked } from './clarification.ts';
import type { Intent } from './intents/intent.ts';

/** A message every reading could mean: in the first person, and long enough to tell a story. */
const ANY = 'i keep thinking about that film my sister loved';

const guess = (intent: Intent, runnerUp: Intent, margin: number) => ({
  intent,
  runnerUp,
  margin,
  score: 0.6,
});

/** A conversation whose last reply asked which of two readings the message before it meant. */
function askedAbout(message: string, language: ReplyLanguage, first: Intent, second: Intent): ChatMessage[] {
  const question = clarifyingQuestion(guess(first, second, 0.01), ANY, language)!;
  return [
    { isBot: false, text: 'hi' },
    { isBot: true, text: 'Hello!' },
    { isBot: false, text: message },
    { isBot: true, text: question.text },
  ];
}

describe('the clarifying question', () => {
  it('names both readings, best first, in the reply language', () => {
    expect(clarifyingQuestion(guess('recommend', 'fact', 0.01), ANY, 'en')?.text).toMatch(
      /do you want recommendations, or to know something about a film\?$/,
    );
    expect(clarifyingQuestion(guess('identify', 'library', 0.005), ANY, 'es')?.text).toMatch(
      /encontrar una película por su historia o ver tus propias películas\?$/,
    );
    expect(clarifyingQuestion(guess('group', 'fact', 0.02), ANY, 'de')?.text).toMatch(
      /Vorschläge für eine Gruppe oder etwas über einen Film wissen\?$/,
    );
  });

  it('is asked only when the two best readings are close and both lead somewhere', () => {
    expect(clarifyingQuestion(guess('recommend', 'fact', 0.2), ANY, 'en')).toBeUndefined();
    expect(clarifyingQuestion(guess('small-talk', 'recommend', 0.001), ANY, 'fr')).toBeUndefined();
    expect(clarifyingQuestion(guess('fact', 'off-topic', 0.001), ANY, 'it')).toBeUndefined();
    expect(clarifyingQuestion(undefined, ANY, 'pt')).toBeUndefined();
    // Both recommend films: a group's picks are given, nothing is asked.
    expect(clarifyingQuestion(guess('recommend', 'group', 0.001), ANY, 'es')).toBeUndefined();
    expect(clarifyingQuestion(guess('library', 'identify', 0.01), ANY, 'pt')?.movies).toEqual([]);
  });

  it('offers only readings the message could mean', () => {
    // Their own films need the speaker in the message; a story needs more than a few words.
    expect(
      clarifyingQuestion(guess('library', 'fact', 0.01), 'tu es vraiment génial, toi', 'fr'),
    ).toBeUndefined();
    expect(
      clarifyingQuestion(guess('identify', 'recommend', 0.01), 'qualcosa stasera?', 'it'),
    ).toBeUndefined();
    expect(
      clarifyingQuestion(
        guess('identify', 'library', 0.01),
        'ich suche den film mit meinem lieblingsschauspieler',
        'de',
      ),
    ).toBeDefined();
  });
});

describe('an answer to the clarifying question', () => {
  it('finds the question, its readings and the message it was about', () => {
    const pending = pendingClarification(
      askedAbout('hmm, the one with the twins?', 'fr', 'identify', 'fact'),
    );
    expect(pending).toMatchObject({
      original: 'hmm, the one with the twins?',
      readings: ['identify', 'fact'],
      earlier: [
        { isBot: false, text: 'hi' },
        { isBot: true, text: 'Hello!' },
      ],
    });
  });

  it('sees no question in an ordinary reply', () => {
    expect(
      pendingClarification([{ isBot: true, text: 'Do you want recommendations, or facts?' }]),
    ).toBeUndefined();
    expect(pendingClarification([])).toBeUndefined();
  });

  it.each([
    ['en', 'recommend', 'fact', 'recommendations please', 'recommend'],
    ['en', 'recommend', 'fact', 'the second one', 'fact'],
    ['en', 'library', 'identify', 'my own films', 'library'],
    ['es', 'identify', 'recommend', 'la primera', 'identify'],
    ['es', 'recommend', 'fact', 'un dato', 'fact'],
    ['fr', 'fact', 'recommend', 'des recommandations', 'recommend'],
    ['fr', 'group', 'library', 'le premier', 'group'],
    ['de', 'recommend', 'fact', 'einen Fakt bitte', 'fact'],
    ['de', 'identify', 'library', 'die zweite', 'library'],
    ['pt', 'recommend', 'identify', 'quero achar o filme', 'identify'],
    ['it', 'fact', 'recommend', 'dei consigli', 'recommend'],
    ['it', 'library', 'group', '2', 'group'],
  ] as [ReplyLanguage, Intent, Intent, string, Intent][])(
    '%s: asked %s or %s, "%s" picks %s',
    (language, first, second, reply, picked) => {
      const pending = pendingClarification(askedAbout('something', language, first, second))!;
      expect(readingPicked(reply, pending)).toBe(picked);
    },
  );

  it('reads a reply that picks neither, or both, or asks something new as a new message', () => {
    const pending = pendingClarification(askedAbout('something', 'en', 'recommend', 'fact'))!;
    expect(readingPicked('both', pending)).toBeUndefined();
    expect(readingPicked('the first, no wait, the second', pending)).toBeUndefined();
    expect(
      readingPicked('actually show me 90s horror films with a strong female lead', pending),
    ).toBeUndefined();
  });
});
