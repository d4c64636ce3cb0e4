import { describe, expect, it } from 'vitest';
import { watchTonightReply } from './watch-tonight.hook.ts';

describe('the Watch tonight hook of the assistant', () => {
  it('answers a group question for tonight with a link to /tonight, the people named preselected', () => {
    expect(watchTonightReply('what should we watch tonight with Ana?')).toContain('](/tonight?with=Ana)');
    expect(watchTonightReply('Tonight, what can I watch with Ana and @ben_w?')).toContain(
      '](/tonight?with=Ana&with=ben_w)',
    );
    expect(watchTonightReply('what should we watch tonight?')).toContain('](/tonight)');
  });

  it('leaves every other message to the assistant', () => {
    expect(watchTonightReply('what should I watch tonight?')).toBeUndefined();
    expect(watchTonightReply('a movie to watch tonight with my kids')).toBeUndefined();
    expect(watchTonightReply('what should we watch, something like Heat')).toBeUndefined();
    expect(watchTonightReply('we want to watch a comedy tonight with Ana')).toBeUndefined();
    expect(
      watchTonightReply('my wife and I would like to watch a western tonight, we are in our sixties'),
    ).toBeUndefined();
  });
});
