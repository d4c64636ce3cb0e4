import { useState } from 'react';
import type { Notice } from '../../../components/ui/form-controls.tsx';
import { authClient } from './auth-client.ts';
import { authErrorMessage } from './auth-messages.ts';

/** Starts sign-in with an OpenID Connect provider; the browser leaves for it, then comes back to `returnTo`. */
export function useProviderSignIn(provider: string, returnTo: string, onError: (notice: Notice) => void) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL: returnTo,
      errorCallbackURL: returnTo,
    });
    // On success the browser is already leaving for the provider.
    if (error) {
      setPending(false);
      onError({ tone: 'error', text: authErrorMessage(error) });
    }
  };
  return { start, pending };
}
