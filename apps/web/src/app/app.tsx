import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
