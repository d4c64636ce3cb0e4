import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { SIGN_IN_REQUIRED_MESSAGE } from '@marquee/contracts';
import { EmptyState } from './empty-state.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

/** What a visitor sees on a page of personal data: the spec's message, and a way forward. */
export function SignInPrompt({ title }: { title: string }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      hint={<span className="text-balance">{SIGN_IN_REQUIRED_MESSAGE}</span>}
      icon={LogIn}
      action={
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover"
          >
            <LogIn size={18} aria-hidden="true" /> {t(c.logIn)}
          </Link>
          <Link
            to="/register"
            className="inline-flex min-h-11 items-center rounded-lg border border-hairline px-5 font-medium transition-colors hover:bg-surface-2"
          >
            {t(c.createAccount)}
          </Link>
        </div>
      }
    />
  );
}
