import http from 'node:http';
import type { LookupFunction } from 'node:net';
import type { TestApp } from './test-app.ts';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read the answers they expect
}

/** Every host name resolves to this machine, as a home network's DNS would send `media-box.lan` to the server. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * A real HTTP request, as a browser makes it: the URL's host name is what the Host header says (whatever name
 * is used, the connection goes to 127.0.0.1). A JSON `body` is sent with its content type.
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, lookup: toLoopback });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          json: () => JSON.parse(body),
        });
      });
    });
    request.end(payload);
  });
}

/** Starts the test app listening on 127.0.0.1 (on `port`, or a free one) and returns the port. */
export async function listen(testApp: TestApp, port = 0): Promise<number> {
  await testApp.app.listen({ host: '127.0.0.1', port });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening on a port');
  return address.port;
}

/** The `Cookie` header value of a response's `Set-Cookie` headers (cleared cookies left out). */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
