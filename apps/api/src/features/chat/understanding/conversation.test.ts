import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { readConversation, type ConversationTurn } from './conversation.ts';
import { genreIdOf } from './lexicon.ts';

const COMEDY = genreIdOf('Comedy');
const SCIENCE_FICTION = genreIdOf('Science Fiction');
const ROMANCE = genreIdOf('Romance');

/** A user message and the assistant's numbered answer linking these films. */
const exchange = (prompt: string, ...films: number[]): ChatMessage[] => [
  { text: prompt, isBot: false },
  {
    text: [
      'Here are some:',
      '',
      ...films.map((id, index) => `${index + 1}. **[Film ${id}](/movie/${id})** (2001) — Drama`),
    ].join('\n'),
    isBot: true,
  },
];

type Rule = [
  name: string,
  history: ChatMessage[],
  prompt: string,
  expected: (turn: ConversationTurn) => void,
];

const request = (turn: ConversationTurn) => {
  if (turn.kind !== 'request') throw new Error(`expected a request, got ${turn.kind}`);
  return turn;
};
const question = (turn: ConversationTurn) => {
  if (turn.kind !== 'question') throw new Error(`expected a question, got ${turn.kind}`);
  return turn;
};

const RULES: Rule[] = [
  // References resolve to the previous answer's films.
  [
    '"the first one" is the first film listed',
    exchange('sci-fi', 11, 12, 13),
    'who directed the first one?',
    (turn) => expect(question(turn).subjectId).toBe(11),
  ],
  [
    '"the second of these"',
    exchange('sci-fi', 11, 12, 13),
    'how long is the second of these?',
    (turn) => expect(question(turn).subjectId).toBe(12),
  ],
  [
    '"the last one"',
    exchange('sci-fi', 11, 12, 13),
    'is the last one ok for a 10 year old?',
    (turn) =>
      expect(question(turn)).toMatchObject({ subjectId: 13, question: { aspect: 'certification', age: 10 } }),
  ],
  [
    '"number 2"',
    exchange('sci-fi', 11, 12, 13),
    'tell me about number 2',
    (turn) => expect(question(turn).subjectId).toBe(12),
  ],
  [
    '"them" asks about the whole answer',
    exchange('sci-fi', 11, 12, 13),
    'which of them is the shortest?',
    (turn) =>
      expect(question(turn)).toMatchObject({
        question: { kind: 'pick', order: 'shortest' },
        previous: [11, 12, 13],
      }),
  ],
  [
    '"more like the first one" seeds on it and leaves the answer out',
    exchange('comedies', 21, 22),
    'more like the first one',
    (turn) => expect(request(turn)).toMatchObject({ seedId: 21, excludeIds: [21, 22] }),
  ],
  [
    '"it" after a one-film answer is that film',
    exchange('who directed Alien?', 348),
    'is it too long for a weeknight?',
    (turn) =>
      expect(question(turn)).toMatchObject({ subjectId: 348, question: { aspect: 'runtime', judge: true } }),
  ],
  // Refinements modify the last request and leave out what was shown.
  [
    '"only before 2000" keeps the genre, and the films shown that fit may come back',
    exchange('sci-fi movies', 1, 2),
    'only before 2000',
    (turn) => {
      expect(request(turn).query).toMatchObject({ genreIds: [SCIENCE_FICTION], yearTo: 1999 });
      expect(request(turn).excludeIds).toEqual([]);
    },
  ],
  [
    '"shorter" is relative to the films shown',
    exchange('movies like Inception', 5, 6),
    'shorter',
    (turn) => {
      expect(request(turn).relative).toEqual({ direction: 'shorter', than: [5, 6] });
      expect(request(turn).query.likeTitle).toBe('inception');
    },
  ],
  [
    '"not comedy this time" drops comedy and keeps the years',
    exchange('comedies from the 90s', 7),
    'not comedy this time',
    (turn) =>
      expect(request(turn).query).toMatchObject({
        genreIds: [],
        excludeGenreIds: [COMEDY],
        yearFrom: 1990,
        yearTo: 1999,
      }),
  ],
  [
    '"something else" keeps the request and leaves out what was shown',
    exchange('romantic movies', 8, 9),
    'something else',
    (turn) => {
      expect(request(turn).query.genreIds).toEqual([ROMANCE]);
      expect(request(turn).excludeIds).toEqual([8, 9]);
    },
  ],
  [
    '"just two" changes the count only',
    exchange('thrillers', 3, 4),
    'just two more',
    (turn) => expect(request(turn)).toMatchObject({ followUp: true, query: { count: 2 } }),
  ],
  [
    '"without Tom Hanks" adds an avoided person',
    exchange('dramas from the 90s', 3),
    'ok but without tom hanks',
    (turn) =>
      expect(request(turn).query).toMatchObject({ avoidPeople: [{ name: 'tom hanks' }], yearFrom: 1990 }),
  ],
  // A new topic starts a new request.
  [
    'a new genre starts over',
    exchange('comedies from the 90s', 7),
    'scary movies',
    (turn) =>
      expect(request(turn)).toMatchObject({
        followUp: false,
        excludeIds: [],
        query: { yearFrom: undefined },
      }),
  ],
  [
    'a person starts over',
    exchange('comedies', 7),
    'movies with Tom Hanks',
    (turn) => expect(request(turn)).toMatchObject({ followUp: false, query: { genreIds: [] } }),
  ],
  [
    'a question about another film is not about the list',
    exchange('comedies', 7, 8),
    'who directed Alien?',
    (turn) => expect(question(turn)).toMatchObject({ question: { title: 'alien' } }),
  ],
];

describe('conversation rules', () => {
  it.each(RULES)('%s', (_name, history, prompt, expected) => expected(readConversation(history, prompt)));

  it('a reference with no earlier answer points at nothing', () => {
    expect(question(readConversation([], 'who directed the first one?')).subjectId).toBeUndefined();
  });
});
