import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

export function App({ router, onMounted }: { router: DataRouter; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
