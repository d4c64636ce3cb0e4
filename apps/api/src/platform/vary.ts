import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's Vary list, keeping the ones already named there. */
export function addVary(reply: FastifyReply, header: string): FastifyReply {
  const current = reply.getHeader('vary');
  const names =
    typeof current === 'string' && current !== '' ? current.split(',').map((name) => name.trim()) : [];
  if (names.some((name) => name.toLowerCase() === header.toLowerCase())) return reply;
  return reply.header('vary', [...names, header].join(', '));
}
