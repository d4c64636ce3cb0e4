import { useAuthConfig } from '../api/use-auth-config.ts';
import type { Notice } from '../../../components/ui/form-controls.tsx';
import { useProviderSignIn } from '../lib/use-provider-sign-in.ts';

/** Where the server's OpenID Connect provider sends the user back: handled like the return from Google. */
export const OIDC_RETURN = '/login?via=oidc';

/** "Sign in with {OIDC_NAME}", only on servers with an OpenID Connect provider (Authelia, Keycloak...). */
export function OidcButton({ onError }: { onError: (notice: Notice) => void }) {
  const { oidcName } = useAuthConfig();
  const { start, pending } = useProviderSignIn('oidc', OIDC_RETURN, onError);
  if (!oidcName) return null;
  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={pending}
      className="inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 py-2 text-sm font-medium text-text transition-colors duration-150 hover:border-muted disabled:cursor-not-allowed disabled:text-muted"
    >
      Sign in with {oidcName}
    </button>
  );
}
