import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { deleteThroughHook, resetAfterEachTest, stubApi } from '../../../testing/toasted-deletion.tsx';
import { useDeleteComment } from './use-comments.ts';

resetAfterEachTest();

describe('a comment change, told in toasts', () => {
  it('says it is done', async () => {
    stubApi(200, { success: true, message: 'Comment deleted', data: null });
    await deleteThroughHook(() => useDeleteComment(603));
    expect(await screen.findByText('Comment deleted successfully!')).toBeTruthy();
  });

  it("says the change failed, in the interface's language, when the API refused it (as the spec's catalogue says)", async () => {
    await activateLocale('fr');
    stubApi(404, { success: false, message: 'Comment not found' });
    await deleteThroughHook(() => useDeleteComment(603));
    expect(await screen.findByText(/^Impossible de supprimer le commentaire/)).toBeTruthy();
    expect(screen.queryByText('Commentaire introuvable')).toBeNull();
  });

  it('says the change failed when the server broke', async () => {
    stubApi(500, { success: false, message: 'Internal server error' });
    await deleteThroughHook(() => useDeleteComment(603));
    expect(await screen.findByText('Failed to delete comment. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it('says nothing of an ended session: the page says that itself', async () => {
    stubApi(401, { success: false, message: 'Authentication required' });
    await deleteThroughHook(() => useDeleteComment(603));
    await screen.findByText('Not deleted');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
