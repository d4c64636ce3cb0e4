import { ProfileSetupForm } from '../../features/auth/components/profile-setup-form.tsx';

export function Component() {
  return <ProfileSetupForm />;
}
