import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Create account');
  return <RegisterForm />;
}
