import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';
import { parsePrompt } from './parse-prompt.ts';

/** The people a message asks for, each with the role it gives them. */
const peopleOf = (message: string) => {
  const { person, alsoPeople = [] } = parsePrompt(message).query;
  return [person, ...alsoPeople].filter(Boolean).map((asked) => [asked!.name, asked!.role]);
};

describe("an actor in a maker's films ('with x by y', 'mit x von y')", () => {
  it.each([
    ['ein film mit tom hanks von steven spielberg', 'tom hanks', 'steven spielberg'],
    ['something starring christian bale by christopher nolan', 'christian bale', 'christopher nolan'],
    ['gibt es was mit robert de niro von martin scorsese', 'robert de niro', 'martin scorsese'],
  ])('reads %j as the actor, then whoever made the films', (message, actor, maker) => {
    expect(peopleOf(message)).toEqual([
      [actor, 'cast'],
      [maker, 'any'],
    ]);
  });

  it.each([
    ['filme mit max von sydow', 'max von sydow'],
    ['films with danny de vito', 'danny de vito'],
  ])('keeps a particle after a first name in the name: %j', (message, name) => {
    expect(peopleOf(message)).toEqual([[name, 'cast']]);
  });
});

describe("POST /api/chat: an actor in a maker's films lists only the films both made", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    'ein film mit tom hanks von steven spielberg?',
    'something with tom hanks by spielberg',
    'un film con tom hanks di steven spielberg',
  ])('%j: Saving Private Ryan and Catch Me If You Can', async (message) => {
    const listed = moviesListedIn(await ask(message)).map((film) => film.id);
    expect(listed.sort()).toEqual([640, 857]);
  });
});
