import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderElement, screen, waitFor } from '@testing-library/react';
import { WebhookAddress } from './webhook-address.tsx';

afterEach(cleanup);

/** The address reads the site's public address (a query): rendered inside a query client. */
const render = (element: ReactElement) =>
  renderElement(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {element}
    </QueryClientProvider>,
  );

describe('WebhookAddress', () => {
  it('shows a new address whole, with a copy button that puts it on the clipboard', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    render(<WebhookAddress source="plex" path="/api/webhooks/plex/abcdEFGH1234" hint="1234" />);
    const address = `${window.location.origin}/api/webhooks/plex/abcdEFGH1234`;
    expect(screen.getByRole('textbox', { name: 'Plex webhook address' })).toHaveProperty('value', address);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(copied).toEqual([address]));
  });

  it('shows only the end of an address made earlier, and no copy button', () => {
    render(<WebhookAddress source="emby" path={null} hint="wxyz" />);
    expect(screen.getByText(`${window.location.origin}/api/webhooks/emby/…wxyz`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(screen.getByText(/Rotate address/)).toBeTruthy();
  });
});
