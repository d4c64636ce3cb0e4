import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { filmExportSchema } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

/** Reviews a spreadsheet would run as formulas (OWASP "CSV Injection"), and one already starting with a quote. */
const REVIEWS = ['=SUM(1,2)', '-5 stars', '+1 for the score', '@everyone see it', "'=not a formula"];
const MOVIES = [550, 157336, 129, 13, 862];

describe.each(routeTestEngines())('formulas in the CSV export on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { writer: {}, reader: {} });
  const send = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await suite.testApp.app.inject({ method, url, headers: user.headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const exported = async (user: TestUser) =>
    unzipSync(new Uint8Array((await send(user, 'GET', '/api/export')).rawPayload));

  it("go out behind a quote a spreadsheet won't run, and our own import reads them back exactly", async () => {
    const { writer, reader } = suite;
    for (const [index, review] of REVIEWS.entries())
      await send(writer, 'POST', '/api/diary', {
        tmdb_id: MOVIES[index],
        watched_on: `2024-03-0${index + 1}`,
        review,
      });
    const files = await exported(writer);
    const diaryCsv = strFromU8(files['diary.csv']!);
    // Review is the column before Tags, the last one.
    const cells = diaryCsv.split('\r\n').map((line) => line.split(',').at(-2));
    // Every review that starts like a formula is quoted text now; none starts with =, +, - or @.
    expect(cells).toEqual(
      expect.arrayContaining(["'-5 stars", "'+1 for the score", "'@everyone see it", "''=not a formula"]),
    );
    expect(diaryCsv).toContain(`"'=SUM(1,2)"`);
    expect(cells.some((cell) => /^"?[=+\-@]/.test(cell ?? ''))).toBe(false);

    // The Letterboxd CSVs alone (no marquee.json), imported into another account.
    const csvsOnly = Object.fromEntries(
      Object.entries(files).filter(([name]) => name.endsWith('.csv')),
    ) as Record<string, Uint8Array>;
    const imported = await suite.testApp.app.inject({
      method: 'POST',
      url: '/api/import?file_name=letterboxd.zip',
      headers: { ...reader.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(zipSync(csvsOnly)),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const diaryAfter = async (user: TestUser) =>
      filmExportSchema
        .parse(JSON.parse(strFromU8((await exported(user))['marquee.json']!)))
        .diary.map(({ tmdb_id, review }) => ({ tmdb_id, review }))
        .sort((a, b) => a.tmdb_id - b.tmdb_id);
    expect(await diaryAfter(reader)).toEqual(await diaryAfter(writer));
    expect((await diaryAfter(reader)).map((entry) => entry.review).sort()).toEqual([...REVIEWS].sort());
  });
});
