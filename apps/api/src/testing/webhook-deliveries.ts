import fs from 'node:fs';
import path from 'node:path';
import type { ConnectionSource } from '@marquee/contracts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-users.ts';

// The recorded deliveries stay beside the payload readers they document.
const FIXTURES = path.join(import.meta.dirname, '../features/connections/fixtures');

/** A recorded sample delivery of a source (connections/fixtures/<source>/<name>.json), as a fresh object. */
export function fixture(source: ConnectionSource, name: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, source, `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** A multipart/form-data body as Plex sends it: the JSON in `payload`, sometimes a JPEG thumbnail beside it. */
export function multipartBody(
  fields: Record<string, string>,
  thumbnail?: Buffer,
): { body: Buffer; contentType: string } {
  const boundary = '----MarqueeTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (thumbnail)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="thumb"; filename="thumb.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      thumbnail,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a delivery the way the source's server does: Plex as multipart, Jellyfin as text/plain, others JSON. */
export function deliver(testApp: TestApp, webhookPath: string, source: ConnectionSource, payload: unknown) {
  if (source === 'plex') {
    const { body, contentType } = multipartBody({ payload: JSON.stringify(payload) });
    return testApp.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': contentType },
      payload: body,
    });
  }
  return testApp.app.inject({
    method: 'POST',
    url: webhookPath,
    // The Jellyfin plugin's Generic destination sends text/plain unless a Content-Type header is added.
    headers: { 'content-type': source === 'jellyfin' ? 'text/plain; charset=utf-8' : 'application/json' },
    payload: JSON.stringify(payload),
  });
}

export function connectionClient(testApp: TestApp) {
  const inject = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: user.headers, payload });
  return {
    inject,
    /** Connects (or rotates) and answers the new webhook path. */
    async connect(user: TestUser, source: ConnectionSource, body: object = {}): Promise<string> {
      const response = await inject(user, 'POST', `/api/connections/${source}`, body);
      if (response.statusCode !== 200)
        throw new Error(`connect ${source}: ${response.statusCode} ${response.body}`);
      return (response.json() as { data: { webhook_path: string } }).data.webhook_path;
    },
    async events(user: TestUser, source: ConnectionSource) {
      return (await inject(user, 'GET', `/api/connections/${source}/events`)).json().data as {
        outcome: string;
        reason: string;
        event: string;
        title: string | null;
        tmdb_id: number | null;
      }[];
    },
    async diary(user: TestUser) {
      return (await inject(user, 'GET', '/api/diary')).json().data.entries as {
        entry_id: number;
        tmdb_id: number;
        watched_on: string;
        is_rewatch: boolean;
        rating: number | null;
      }[];
    },
    async unmatched(user: TestUser) {
      return (await inject(user, 'GET', '/api/connections/unmatched')).json().data as {
        item_id: number;
        source: string;
        title: string | null;
        watched_on: string;
      }[];
    },
  };
}
