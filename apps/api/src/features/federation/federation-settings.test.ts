import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { httpRequest } from '../../testing/http-client.ts';
import { startFederatedServer } from '../../testing/federated-servers.ts';

describe('federation settings', () => {
  it('turns on only with PUBLIC_URL over https, or http with the test-only setting outside production', () => {
    expect(loadConfig({ FEDERATION: 'on', PUBLIC_URL: 'https://movies.example.com' }).FEDERATION).toBe('on');
    expect(() => loadConfig({ FEDERATION: 'on' })).toThrow(/FEDERATION=on needs PUBLIC_URL/);
    expect(() => loadConfig({ FEDERATION: 'on', PUBLIC_URL: 'http://movies.example.com' })).toThrow(
      /over https:\/\//,
    );
    const local = {
      FEDERATION: 'on',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    };
    expect(loadConfig({ ...local, NODE_ENV: 'test' }).FEDERATION_ALLOW_PRIVATE_ADDRESSES).toBe(true);
    expect(() => loadConfig({ ...local, NODE_ENV: 'production' })).toThrow(/tests only/);
    expect(loadConfig({}).FEDERATION).toBe('off');
  });

  it('rate-limits the inboxes per client', async () => {
    const server = await startFederatedServer({ FEDERATION_INBOX_RATE_LIMIT: '2' });
    try {
      const post = () =>
        httpRequest(`${server.url}/ap/inbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body: { type: 'Create' },
        });
      // Not a valid signed activity: refused (400), but counted.
      expect((await post()).status).toBe(400);
      expect((await post()).status).toBe(400);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
    } finally {
      await server.close();
    }
  });
});
