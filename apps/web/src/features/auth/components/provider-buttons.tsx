import { useAuthConfig } from '../api/use-auth-config.ts';
import { Divider, type Notice } from '../../../components/ui/form-controls.tsx';
import { GoogleButton } from './google-button.tsx';
import { OidcButton } from './oidc-button.tsx';

/** 'or' and a button for each sign-in provider this server has configured; nothing when it has none. */
export function ProviderButtons({ onError }: { onError: (notice: Notice) => void }) {
  const { googleEnabled, oidcName } = useAuthConfig();
  if (!googleEnabled && !oidcName) return null;
  return (
    <>
      <Divider label="or" />
      <div className="flex flex-col gap-3">
        {googleEnabled && <GoogleButton onError={onError} />}
        {oidcName && <OidcButton onError={onError} />}
      </div>
    </>
  );
}
