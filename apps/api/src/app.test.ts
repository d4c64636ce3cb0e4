import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe.each(engineTestEngines())('API foundation on %s', (engine) => {
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    testApp = await createTestApp(engine, { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('reports database and cache health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, database: 'ok', cache: 'ok', cacheKind: 'memory' });
    // The recommender address in tests points nowhere: health says so instead of failing.
    expect(body.recommender).toBe('down');
    expect(body.status).toBe('degraded');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('serves the web app at / without caching the HTML shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app for client-side routes so a reload works', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/movie/550' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing asset with 404 rather than the HTML shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-stale.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('serves files added to the build after start-up (a rebuild needs no restart)', async () => {
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'assets', 'late.js'), 'export {};');
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/late.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends pages a content security policy for their scripts, and API answers one that allows nothing', async () => {
    for (const url of ['/', '/movie/550', '/api/docs']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
    for (const url of ['/api/tmdb/movie/popular', '/api/likes', '/api/nope']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['strict-transport-security'], url).toContain('max-age=');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('answers an unexpected failure with a 500 JSON that holds no stack trace or SQL', async () => {
    const broken = await createTestApp(engine);
    try {
      // The database going away under a running app is as unexpected as failures get.
      await broken.context.database.db.destroy();
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/likes',
        headers: { authorization: 'Bearer some-token' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
      expect(response.body).not.toMatch(/select|from\s|at\s.+\.ts|Error:/i);
    } finally {
      await broken.app.close().catch(() => undefined);
      await broken.database.close().catch(() => undefined);
    }
  });
});
