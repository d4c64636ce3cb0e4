import { AlertCircle } from 'lucide-react';
import { commonMessages as c } from '../../lib/i18n/messages.ts';
import { translate, useT } from '../../lib/i18n/i18n.ts';
import { apiErrorText } from '../../lib/i18n/known-text.ts';

/** The spec's load failure: 'Error: {message}' in red. */
export function ErrorMessage({ message, className = '' }: { message: string; className?: string }) {
  const t = useT();
  return (
    <p
      role="alert"
      className={`flex items-center justify-center gap-2 py-6 text-center text-danger ${className}`}
    >
      <AlertCircle size={18} aria-hidden="true" className="shrink-0" />
      <span>{t(c.errorMessage, { message })}</span>
    </p>
  );
}

/** The message of whatever a query threw, in the interface's language when it is one the API is known to send. */
export function errorText(error: unknown): string {
  return apiErrorText(error, translate(c.somethingWentWrong));
}
