import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCryptoKeyPair } from '@fedify/fedify';
import { createTestApp } from '../../testing/test-app.ts';
import { boundedDocumentLoader, DocumentTooLargeError } from './bounded-document-loader.ts';

describe('the size-bounded document loader', () => {
  let server: http.Server;
  let base: string;
  /** The Signature header of each request the server got, by path. */
  const signatures = new Map<string, string | undefined>();
  const actor = (id: string) => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id,
    type: 'Person',
    preferredUsername: 'erin',
  });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      signatures.set(request.url!, request.headers.signature as string | undefined);
      const json = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/activity+json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/users/erin') return json(actor(`${base}/users/erin`));
      if (request.url === '/moved') {
        response.writeHead(301, { location: '/users/erin' });
        return response.end();
      }
      if (request.url === '/huge')
        return json({ ...actor(`${base}/huge`), summary: 'x'.repeat(2 * 1024 * 1024) });
      if (request.url === '/huge-chunked') {
        // No content-length: counted as it arrives.
        response.writeHead(200, { 'content-type': 'application/activity+json' });
        response.write(`{"id":"${base}/huge-chunked","summary":"`);
        for (let chunk = 0; chunk < 40; chunk += 1) response.write('y'.repeat(64 * 1024));
        return response.end('"}');
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const loader = boundedDocumentLoader({ allowPrivateAddress: true });

  it('loads an actor, following a redirect, and serves the well-known contexts without fetching', async () => {
    expect((await loader(`${base}/moved`)).document).toMatchObject({
      type: 'Person',
      preferredUsername: 'erin',
    });
    const context = await loader('https://www.w3.org/ns/activitystreams');
    expect(context.document).toHaveProperty('@context');
  });

  it('refuses a document over 1 MB, whether it says its size or not', async () => {
    await expect(loader(`${base}/huge`)).rejects.toBeInstanceOf(DocumentTooLargeError);
    await expect(loader(`${base}/huge-chunked`)).rejects.toBeInstanceOf(DocumentTooLargeError);
  });

  it('signs each request as the user when given their key, and caps what it takes the same', async () => {
    const { privateKey } = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const keyId = new URL('https://movies.example.test/ap/users/u1#main-key');
    const signed = boundedDocumentLoader({ allowPrivateAddress: true, identity: { keyId, privateKey } });
    expect((await signed(`${base}/moved`)).document).toMatchObject({ preferredUsername: 'erin' });
    for (const path of ['/moved', '/users/erin'])
      expect(signatures.get(path)).toContain(`keyId="${keyId.href}"`);
    await expect(signed(`${base}/huge-chunked`)).rejects.toBeInstanceOf(DocumentTooLargeError);
    expect(signatures.get('/huge-chunked')).toContain('signature=');
    // The unsigned loader sends none.
    await loader(`${base}/users/erin`);
    expect(signatures.get('/users/erin')).toBeUndefined();
  });

  it('refuses private and loopback addresses unless allowed', async () => {
    await expect(boundedDocumentLoader()(`${base}/users/erin`)).rejects.toThrow();
  });

  it('is built into a production configuration (PUBLIC_URL over https), which starts and serves NodeInfo', async () => {
    const testApp = await createTestApp('sqlite', {
      FEDERATION: 'on',
      PUBLIC_URL: 'https://movies.example.test',
    });
    try {
      const nodeinfo = await testApp.app.inject({ url: '/nodeinfo/2.1' });
      expect(nodeinfo.statusCode).toBe(200);
      expect(nodeinfo.json().protocols).toEqual(['activitypub']);
    } finally {
      await testApp.close();
    }
  });
});
