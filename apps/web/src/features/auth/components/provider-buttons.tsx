import type { ReactNode } from 'react';
import { useAuthConfig } from '../../../lib/use-auth-config.ts';
import { Divider, type Notice } from '../../../components/ui/form-controls.tsx';
import { useProviderSignIn } from '../lib/use-provider-sign-in.ts';
import { GoogleMark } from './google-mark.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { authMessages as m } from '../messages.ts';

/** Where each provider sends the user back: the sign-in screen finishes the spec's provider transitions. */
const GOOGLE_RETURN = '/login?via=google';
const OIDC_RETURN = '/login?via=oidc';

function ProviderSignInButton({
  provider,
  returnTo,
  icon,
  children,
  onError,
}: {
  provider: string;
  returnTo: string;
  icon?: ReactNode;
  children: ReactNode;
  onError: (notice: Notice) => void;
}) {
  const { start, pending } = useProviderSignIn(provider, returnTo, onError);
  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={pending}
      className="inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 py-2 text-sm font-medium text-text transition-colors duration-150 hover:border-muted disabled:cursor-not-allowed disabled:text-muted disabled:hover:border-hairline"
    >
      {icon}
      {children}
    </button>
  );
}

/**
 * 'or' and a button for each sign-in provider this server has configured (Google; an OpenID Connect provider
 * such as Authelia or Keycloak, labelled with OIDC_NAME); nothing when it has none.
 */
export function ProviderButtons({ onError }: { onError: (notice: Notice) => void }) {
  const t = useT();
  const { googleEnabled, oidcName } = useAuthConfig();
  if (!googleEnabled && !oidcName) return null;
  return (
    <>
      <Divider label={t(m.or)} />
      <div className="flex flex-col gap-3">
        {googleEnabled && (
          <ProviderSignInButton
            provider="google"
            returnTo={GOOGLE_RETURN}
            icon={<GoogleMark />}
            onError={onError}
          >
            {t(m.signInWithGoogle)}
          </ProviderSignInButton>
        )}
        {oidcName && (
          <ProviderSignInButton provider="oidc" returnTo={OIDC_RETURN} onError={onError}>
            {t(m.signInWith, { provider: oidcName })}
          </ProviderSignInButton>
        )}
      </div>
    </>
  );
}
