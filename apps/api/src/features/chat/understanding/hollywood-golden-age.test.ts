import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const listedYears = (reply: string) =>
  reply
    .split('\n')
    .filter((line) => /^(?:\d+\.|-) \*\*\[/.test(line))
    .map((line) => Number(/\*\* \((\d{4})\)/.exec(line)?.[1]));

describe("POST /api/chat: 'old hollywood' is the studios' golden age, an era of films, not films set in Los Angeles", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  for (const prompt of [
    'ma grand-mère adore les classiques de hollywood, un film pour ce soir ?',
    'ein film aus dem alten hollywood für den sonntag',
  ])
    it(`answers films made before 1970: ${prompt}`, async () => {
      const years = listedYears(await ask(prompt));
      expect(years.length).toBeGreaterThanOrEqual(2);
      for (const year of years) expect(year).toBeLessThanOrEqual(1969);
    });

  it('still reads Hollywood as a place when films set there are asked for', async () => {
    const reply = await ask('movies set in hollywood');
    expect(reply).toMatch(/\/movie\/313369/);
  });
});
