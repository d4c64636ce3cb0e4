import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from '../lib/query-client.ts';
import { useToastPosition } from '../lib/toast-placement.ts';
import { LibraryStatusProvider } from '../features/library-status/components/library-status-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toastPosition = useToastPosition();
  return (
    <QueryClientProvider client={queryClient}>
      <LibraryStatusProvider>{children}</LibraryStatusProvider>
      {/* react-hot-toast's defaults are the spec's durations; we only place and style it. */}
      <Toaster
        position={toastPosition}
        containerStyle={toastPosition === 'bottom-center' ? { bottom: 24 } : { top: 16 }}
        toastOptions={{
          style: {
            background: 'var(--color-surface-2)',
            color: 'var(--color-text)',
            border: '1px solid var(--color-hairline)',
            borderRadius: 12,
            fontSize: 14,
          },
          success: { iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-bg)' } },
          error: { iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-bg)' } },
        }}
      />
    </QueryClientProvider>
  );
}
