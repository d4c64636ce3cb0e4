import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { useToasterStore } from 'react-hot-toast';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { useDeleteDiaryEntry } from './use-diary-changes.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
  await activateLocale('en');
});

/** The API answering every request with `status` and `body`. */
function stubApi(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status })),
  );
}

function DeleteButton() {
  const deletion = useDeleteDiaryEntry();
  return (
    <>
      <button onClick={() => deletion.mutate(9)}>Delete</button>
      {deletion.isError && <p>Not deleted</p>}
    </>
  );
}

/** The toasts shown, as text (react-hot-toast's own store: its Toaster needs a browser's matchMedia). */
function Toasts() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="Toasts">
      {toasts.map((shown) => (
        <li key={shown.id}>{String(shown.message)}</li>
      ))}
    </ul>
  );
}

async function deleteEntry() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteButton />
      <Toasts />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('a diary change, told in toasts', () => {
  it("names the API's reason for a refusal, in the interface's language", async () => {
    await activateLocale('fr');
    stubApi(404, { success: false, message: 'Diary entry not found' });
    await deleteEntry();
    expect(await screen.findByText('Entrée du journal introuvable')).toBeTruthy();
  });

  it('says the change failed when the server broke, since its reason is nothing the reader can act on', async () => {
    stubApi(500, { success: false, message: 'Internal server error' });
    await deleteEntry();
    expect(await screen.findByText('Failed to delete the entry.')).toBeTruthy();
    expect(screen.queryByText('Internal server error')).toBeNull();
  });
});
