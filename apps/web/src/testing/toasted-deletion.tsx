import { afterEach, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import toast, { useToasterStore } from 'react-hot-toast';
import { activateLocale } from '../lib/i18n/i18n.ts';

/** The API answering every request with `status` and `body`. */
export function stubApi(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status })),
  );
}

/** Undoes stubApi, the toasts and the locale after each test of the calling file. */
export function resetAfterEachTest(): void {
  afterEach(async () => {
    vi.unstubAllGlobals();
    act(() => toast.remove());
    await activateLocale('en');
  });
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

/**
 * Renders a Delete button over `useDeletion` (a deletion by id, as the feature's hook gives it) beside the
 * toasts, and clicks it: "Not deleted" shows once the deletion failed.
 */
export async function deleteThroughHook(
  useDeletion: () => UseMutationResult<unknown, Error, number>,
): Promise<void> {
  function DeleteButton() {
    const deletion = useDeletion();
    return (
      <>
        <button onClick={() => deletion.mutate(9)}>Delete</button>
        {deletion.isError && <p>Not deleted</p>}
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteButton />
      <Toasts />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
}
