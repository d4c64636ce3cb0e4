import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-hot-toast's defaults are the spec's durations; we only place and style it. */}
      <Toaster
        position="bottom-center"
        containerStyle={{ bottom: 24 }}
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
