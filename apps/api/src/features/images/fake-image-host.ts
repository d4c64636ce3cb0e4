import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for TMDB's image host (`/t/p/{size}/{file}`), for tests: every file exists and has its own
 * bytes (`bytesPerImage` of them); it counts requests per path and can hold answers back, fail, or hang.
 */
export class FakeImageHost {
  private server = http.createServer((request, response) => this.answer(request, response));
  private sockets = new Set<Socket>();
  private counts = new Map<string, number>();
  private held: (() => void)[] = [];
  mode: 'ok' | 'hold' | 'fail' | 'hang' = 'ok';
  url = '';

  constructor(private readonly bytesPerImage = 4096) {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/t/p`;
    return this;
  }

  /** Stops answering at all: connections are refused, as when the host is unreachable. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The bytes the host serves for `{size}/{file}`. */
  imageBytes(key: string): Buffer {
    const seed = createHash('sha256').update(key).digest();
    return Buffer.alloc(this.bytesPerImage, seed);
  }

  hits(key: string): number {
    return this.counts.get(`/t/p/${key}`) ?? 0;
  }

  /** Lets every held answer go. */
  release(): void {
    for (const send of this.held.splice(0)) send();
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = request.url ?? '';
    this.counts.set(url, (this.counts.get(url) ?? 0) + 1);
    if (this.mode === 'hang') return;
    if (this.mode === 'fail') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    const send = () =>
      response
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end(this.imageBytes(url.slice('/t/p/'.length)));
    if (this.mode === 'hold') this.held.push(send);
    else send();
  }
}
