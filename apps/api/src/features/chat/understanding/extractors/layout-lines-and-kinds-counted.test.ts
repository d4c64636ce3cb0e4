import { describe, expect, it } from 'vitest';
import { moviesListedIn } from '../../chat.markdown.ts';
import { useChatTestApp } from '../../../../testing/chat-test-app.ts';
import { parsePrompt } from '../parse-prompt.ts';

describe('columns asked for each line or row of the list', () => {
  it.each([
    ['5 comedias, año y director en cada línea', ['director']],
    ['give me some thrillers, runtime and director in every row', ['runtime', 'director']],
    ['drei Krimis bitte, Jahr und Regie in jeder Zeile', ['director']],
    ['uns filmes de terror, ano e diretor em cada linha', ['director']],
  ])('%j lays each film out with %j, and names nobody', (text, columns) => {
    const parsed = parsePrompt(text);
    expect(parsed.layout?.columns).toEqual(columns);
    expect(parsed.query.person).toBeUndefined();
  });
});

describe('POST /api/chat: a number of films of a kind asked after "di", "give", "donne"', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("counts the films, no score given to the speaker's own", async () => {
    const reply = await ask('mi prepari un elenco di 4 commedie?');
    expect(moviesListedIn(reply)).toHaveLength(4);
  });
});
