import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { addVary } from './vary.ts';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its extra header and the CPU it costs. */
const MIN_COMPRESSED_BYTES = 1024;
/** Fast levels: answers are compressed while someone waits, then kept. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The encoding to answer with: brotli, else gzip, when the client accepts it and the body is worth it. */
export function preferredEncoding(request: FastifyRequest, bytes: number): ContentEncoding | undefined {
  if (bytes < MIN_COMPRESSED_BYTES) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A body that may go out compressed, each encoding made at most once: an immutable answer is sent many times.
 */
export class CompressibleBody {
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  constructor(readonly body: Buffer) {}

  /** An answer checked against its schema and serialised to JSON once, to be sent many times. */
  static json(schema: z.ZodType, value: unknown): CompressibleBody {
    return new CompressibleBody(Buffer.from(JSON.stringify(schema.parse(value))));
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    addVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request, this.body.length);
    if (!encoding) return reply.send(this.body);
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(this.body, encoding);
      this.encoded.set(encoding, encoded);
    }
    return reply.header('content-encoding', encoding).send(encoded);
  }
}
