import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageMessages as m } from './pages.messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.createAccount));
  return <RegisterForm />;
}
