import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export function Component() {
  return <RegisterForm />;
}
