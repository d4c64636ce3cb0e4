import { ProfileSetupForm } from '../../features/auth/components/profile-setup-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Set up your profile');
  return <ProfileSetupForm />;
}
