import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { deleteThroughHook, resetAfterEachTest, stubApi } from '../../../testing/toasted-deletion.tsx';
import { useDeleteDiaryEntry } from './use-diary-changes.ts';

resetAfterEachTest();

describe('a diary change, told in toasts', () => {
  it("names the API's reason for a refusal, in the interface's language", async () => {
    await activateLocale('fr');
    stubApi(404, { success: false, message: 'Diary entry not found' });
    await deleteThroughHook(useDeleteDiaryEntry);
    expect(await screen.findByText('Entrée du journal introuvable')).toBeTruthy();
  });

  it('says the change failed when the server broke, since its reason is nothing the reader can act on', async () => {
    stubApi(500, { success: false, message: 'Internal server error' });
    await deleteThroughHook(useDeleteDiaryEntry);
    expect(await screen.findByText('Failed to delete the entry.')).toBeTruthy();
    expect(screen.queryByText('Internal server error')).toBeNull();
  });
});
