import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Sign in');
  return <LoginForm />;
}
