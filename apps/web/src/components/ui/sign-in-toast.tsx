import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { translate } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

/**
 * Shows a visitor's "Please login to ..." error toast with a "Sign in" link to /login. The toaster renders outside
 * the router, so the link navigates with the caller's `navigate` rather than being a router Link.
 */
export function useSignInToast(): (message: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      toast.error((shown) => (
        <span>
          {message}{' '}
          <a
            href="/login"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              toast.dismiss(shown.id);
              void navigate('/login');
            }}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {translate(c.signIn)}
          </a>
        </span>
      ));
    },
    [navigate],
  );
}
