import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function Component() {
  return <ResetPasswordForm />;
}
