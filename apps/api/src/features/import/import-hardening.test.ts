import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';
import { IMPORT_BUSY_MESSAGE, IMPORTS_FULL_MESSAGE } from './import-slots.ts';
import { csv, ndjsonLines, type ImportLine } from './import-test-files.ts';

const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date,Review';
const TITLES = ['Fight Club,1999', 'Interstellar,2014', 'The Matrix,1999', 'Pulp Fiction,1994'];

/** A Letterboxd diary of `rows` real watches, one a day. */
function largeDiary(rows: number): string {
  const lines = [DIARY_HEADER];
  for (let index = 0; index < rows; index++) {
    const day = new Date(Date.UTC(1990, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${TITLES[index % TITLES.length]},https://boxd.it/x${index},4,,,${day},`);
  }
  return csv(...lines);
}

/** A zip of 100,000 tiny files: once took seconds of the server's only thread and hundreds of MB. */
function manyEntriesZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (let index = 0; index < 100_000; index++) files[`lists/${index}.csv`] = strToU8('Name\n');
  return Buffer.from(zipSync(files, { level: 0 }));
}

describe('imports beside other requests (sqlite: one connection, every statement on this thread)', () => {
  const suite = useTestAppWithUsers('sqlite', { ann: {}, ben: {}, cat: {}, dan: {}, eve: {} });

  /**
   * Starts an upload over real HTTP and asks /api/health one request after another until it ends, noting
   * the order in which progress lines and health answers arrive.
   */
  async function uploadBesideHealth(user: TestUser, fileName: string, body: Buffer | string) {
    baseUrl ??= await suite.testApp.app.listen({ host: '127.0.0.1', port: 0 });
    {
      const events: string[] = [];
      let finished = false;
      const health = (async () => {
        while (!finished) {
          const answer = await fetch(`${baseUrl}/api/health`);
          await answer.arrayBuffer();
          if (!finished) events.push(`health ${answer.status}`);
        }
      })();
      const response = await fetch(`${baseUrl}/api/import?file_name=${fileName}`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(Buffer.from(body)),
      });
      events.push(`answer ${response.status}`);
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk, { stream: true });
        const lines = text.split('\n');
        text = lines.pop()!;
        for (const line of ndjsonLines(lines.join('\n'))) events.push(eventOf(line));
      }
      finished = true;
      await health;
      return { status: response.status, events };
    }
  }
  let baseUrl: string | undefined;
  const eventOf = (line: ImportLine) =>
    line.type === 'progress' ? `progress ${String(line.done)}` : line.type;

  it('answers health checks while a 30,000-row diary is read, matched and written', async () => {
    const { status, events } = await uploadBesideHealth(suite.ann, 'diary.csv', largeDiary(30_000));
    expect(status).toBe(200);
    expect(events.at(-1)).toBe('report');
    const answer = events.indexOf('answer 200');
    const firstProgress = events.findIndex((event) => event.startsWith('progress'));
    const lastProgress = events.findLastIndex((event) => event.startsWith('progress'));
    const healthBetween = (from: number, to: number) =>
      events.slice(from, to).filter((event) => event === 'health 200').length;
    // Reading the file (before the answer starts), matching (between progress lines), writing (before the report).
    expect(healthBetween(0, answer)).toBeGreaterThan(0);
    expect(healthBetween(firstProgress, lastProgress)).toBeGreaterThan(0);
    expect(healthBetween(lastProgress, events.length - 1)).toBeGreaterThan(0);
  });

  it('answers health checks while a hostile zip of 100,000 files is refused (413 JSON)', async () => {
    const { status, events } = await uploadBesideHealth(suite.ben, 'letterboxd.zip', manyEntriesZip());
    expect(status).toBe(413);
    expect(events.indexOf('answer 413')).toBeGreaterThan(0);
    expect(events.slice(0, events.indexOf('answer 413')).every((event) => event === 'health 200')).toBe(true);
  });

  it('runs one import per person and two at once in all, answering 429 JSON beyond that', async () => {
    const upload = (user: TestUser) =>
      suite.testApp.app.inject({
        method: 'POST',
        url: '/api/import?file_name=diary.csv',
        headers: { ...user.headers, 'content-type': 'application/octet-stream' },
        payload: largeDiary(200),
      });
    const same = await Promise.all([upload(suite.cat), upload(suite.cat)]);
    expect(same.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    expect(same.find((response) => response.statusCode === 429)!.json()).toEqual({
      success: false,
      message: IMPORT_BUSY_MESSAGE,
    });
    const three = await Promise.all([upload(suite.cat), upload(suite.dan), upload(suite.eve)]);
    expect(three.map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
    expect(three.find((response) => response.statusCode === 429)!.json()).toEqual({
      success: false,
      message: IMPORTS_FULL_MESSAGE,
    });
    // Once they are done, the same person may import again.
    expect((await upload(suite.cat)).statusCode).toBe(200);
  });
});
