import os from 'node:os';
import type { Config } from '../../config/env.ts';
import { trustedOrigins } from '../../platform/origins.ts';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/** `[::1]` as URL.hostname writes it, `::1` as the network interfaces do. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '::1' ||
    /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The addresses the server listens on: HOST, or every interface's when HOST is the any-address. */
function listenedAddresses(config: Config): string[] {
  if (!ANY_ADDRESS.has(config.HOST)) return [bare(config.HOST)];
  return Object.values(os.networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => bare(entry.address)),
  );
}

/**
 * Whether a mail link may lead to the origin a request arrived at. PUBLIC_URL and ALLOWED_ORIGINS always may.
 * Without PUBLIC_URL, so may loopback and the server's own addresses (127.0.0.1, a LAN address): the person
 * signing up there can open the link. Any other Host is what a forger sends to aim a reset link at their site.
 * With PUBLIC_URL set, loopback is not trusted: a reverse proxy that forwards as 127.0.0.1 must not turn
 * every link into one that works only on the server.
 */
export function isTrustedMailOrigin(config: Config, origin: string): boolean {
  if (trustedOrigins(config, undefined).includes(origin)) return true;
  if (config.PUBLIC_URL) return false;
  const hostname = bare(new URL(origin).hostname);
  return isLoopback(hostname) || listenedAddresses(config).includes(hostname);
}

/**
 * better-auth writes every mail link from its fixed base URL (PUBLIC_URL, or localhost): this moves the link to
 * the origin the request arrived at when that origin is trusted, and leaves it as it is otherwise.
 */
export function mailLinkFor(config: Config, link: string, request: Request | undefined): string {
  if (!request || !link.startsWith(`${config.publicUrl}/`)) return link;
  const origin = new URL(request.url).origin;
  if (origin === new URL(config.publicUrl).origin || !isTrustedMailOrigin(config, origin)) return link;
  return origin + link.slice(config.publicUrl.length);
}
