import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a release or a length asked by its noun or its units, in six languages', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['data de estreia do rei leao', /\[The Lion King\]\(\/movie\/8587\).* foi lançado em .*1994/],
    ['qual o ano de lancamento de forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* foi lançado em .*1994/],
    ['fecha de lanzamiento de forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* se estrenó el .*1994/],
    ["c'est quoi la date de sortie de forrest gump", /\[Forrest Gump\]\(\/movie\/13\).* est sorti le .*1994/],
    ['erscheinungsdatum von forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* ist am .*1994 erschienen/],
    ["qual e l'anno di uscita di forrest gump", /\[Forrest Gump\]\(\/movie\/13\).* è uscito il .*1994/],
  ])('%s', async (said, answer) => {
    expect(await ask(said)).toMatch(answer);
  });

  it.each([
    ['forrest gump tem quantos minutos', /\[Forrest Gump\]\(\/movie\/13\).* duração de 142 minutos/],
    ['cuantos minutos dura forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* dura 142 minutos/],
    ['combien de minutes dure forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* 142 minutes/],
    ['wie viele minuten hat forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* 142 Minuten/],
    ['quanti minuti dura forrest gump', /\[Forrest Gump\]\(\/movie\/13\).* 142 minuti/],
  ])('%s', async (said, answer) => {
    expect(await ask(said)).toMatch(answer);
  });
});
