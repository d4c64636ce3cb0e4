import { useAuthConfig } from './use-auth-config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface PublicAddress {
  /** The absolute address of a path of this site as other devices and apps should use it. */
  addressOf(path: string): string;
  /**
   * Why an address built here may not work elsewhere: the page is open at another address than PUBLIC_URL, or
   * on a loopback address with no PUBLIC_URL set. Null when the addresses are fine to hand out.
   */
  caveat: string | null;
}

/** Addresses of this site on PUBLIC_URL when the server has one, else on the address the page was opened at. */
export function usePublicAddress(): PublicAddress {
  const { publicUrl, isPending } = useAuthConfig();
  const pageOrigin = window.location.origin;
  const base = publicUrl ?? pageOrigin;
  const addressOf = (path: string) => new URL(path, `${base}/`).toString();
  // Until the server has said whether it has a PUBLIC_URL, either caveat could be wrong, and would flash.
  if (isPending) return { addressOf, caveat: null };
  if (publicUrl && new URL(publicUrl).origin !== pageOrigin)
    return {
      addressOf,
      caveat: `You opened Marquee at ${pageOrigin}; addresses here use the site's public address, ${new URL(publicUrl).origin}.`,
    };
  if (!publicUrl && LOOPBACK_HOSTS.has(window.location.hostname))
    return {
      addressOf,
      caveat: `This address uses ${window.location.hostname}, which only this computer can reach. Open Marquee at its network address, or set PUBLIC_URL on the server.`,
    };
  return { addressOf, caveat: null };
}
