import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { useToasterStore } from 'react-hot-toast';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { useDeleteComment } from './use-comments.ts';

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
  const deletion = useDeleteComment(603);
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

async function deleteComment() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteButton />
      <Toasts />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('a comment change, told in toasts', () => {
  it('says it is done', async () => {
    stubApi(200, { success: true, message: 'Comment deleted', data: null });
    await deleteComment();
    expect(await screen.findByText('Comment deleted successfully!')).toBeTruthy();
  });

  it("says the change failed, in the interface's language, when the API refused it (as the spec's catalogue says)", async () => {
    await activateLocale('fr');
    stubApi(404, { success: false, message: 'Comment not found' });
    await deleteComment();
    expect(await screen.findByText(/^Impossible de supprimer le commentaire/)).toBeTruthy();
    expect(screen.queryByText('Commentaire introuvable')).toBeNull();
  });

  it('says the change failed when the server broke', async () => {
    stubApi(500, { success: false, message: 'Internal server error' });
    await deleteComment();
    expect(await screen.findByText('Failed to delete comment. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it('says nothing of an ended session: the page says that itself', async () => {
    stubApi(401, { success: false, message: 'Authentication required' });
    await deleteComment();
    await screen.findByText('Not deleted');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
