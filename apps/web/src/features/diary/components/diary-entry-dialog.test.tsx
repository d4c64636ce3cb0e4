import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { localDate, type DiaryEntry } from '@marquee/contracts';
import { FEDERATION_OFF, stubSignedInApi } from '../../../testing/api-stub.ts';
import DiaryEntryDialog from './diary-entry-dialog.tsx';

const movie = { id: 550, title: 'Fight Club' };

function renderDialog(entry?: DiaryEntry, visibilities = FEDERATION_OFF) {
  const onClose = vi.fn();
  const api = stubSignedInApi({
    visibilities,
    written: (_url, init) => (init?.method === 'POST' ? { ...entry, entry_id: 77 } : {}),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DiaryEntryDialog movie={movie} entry={entry} onClose={onClose} />
    </QueryClientProvider>,
  );
  const sentBody = () => JSON.parse(String(api.writes()[0]?.[1]?.body));
  return { onClose, sentBody, ...api };
}

const dateField = () => screen.getByLabelText('Date watched') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('DiaryEntryDialog', () => {
  it('starts on today with no rating, and logs the watch with the chosen rating and trimmed review', async () => {
    const { writes, sentBody, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Log a watch' })).toBeTruthy();
    expect(dateField().value).toBe(localDate());
    expect(document.activeElement).toBe(dateField());
    expect((screen.getByRole('radio', { name: 'No rating' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: '7 out of 10' }));
    await userEvent.type(screen.getByLabelText(/Review/), '  Loud and clever.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Log watch' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.[0]).toBe('/api/diary');
    expect(sentBody()).toEqual({
      tmdb_id: 550,
      watched_on: localDate(),
      rating: 7,
      review: 'Loud and clever.',
    });
  });

  it('says what is wrong with a future or missing date under the field, and sends nothing', async () => {
    const { writes } = renderDialog();
    fireEvent.change(dateField(), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log watch' }));
    expect(screen.getByText('The date can’t be in the future.')).toBeTruthy();
    expect(dateField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(dateField(), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log watch' }));
    expect(screen.getByText('Enter the date you watched it.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('edits an entry: fields start from it, and clearing the rating and review sends nulls', async () => {
    const entry: DiaryEntry = {
      entry_id: 42,
      tmdb_id: 550,
      id: 550,
      title: 'Fight Club',
      poster_path: null,
      vote_average: 8.4,
      release_date: '1999-10-15',
      watched_on: '2026-01-02',
      rating: 9,
      review: 'Again.',
      tags: [],
      is_rewatch: true,
      created_at: '2026-01-02T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
    };
    const { sentBody, writes, onClose } = renderDialog(entry);
    expect(screen.getByRole('dialog', { name: 'Edit diary entry' })).toBeTruthy();
    expect(dateField().value).toBe('2026-01-02');
    expect((screen.getByRole('radio', { name: '9 out of 10' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'No rating' }));
    await userEvent.clear(screen.getByLabelText(/Review/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.[0]).toBe('/api/diary/42');
    expect(sentBody()).toEqual({ watched_on: '2026-01-02', rating: null, review: null });
  });

  it('shows no visibility choice while federation is off for the user', async () => {
    const { askedVisibility } = renderDialog();
    await waitFor(() => expect(askedVisibility()).toBe(true));
    expect(screen.queryByRole('group', { name: 'Who can see this' })).toBeNull();
  });

  it('with federation on, starts from the account default and logs the watch as "Only me", in one request', async () => {
    const { writes, sentBody, onClose } = renderDialog(undefined, {
      ...FEDERATION_OFF,
      enabled: true,
      default_visibility: 'followers',
    });
    const choice = await screen.findByRole('group', { name: 'Who can see this' });
    expect((screen.getByRole('radio', { name: 'Followers only' }) as HTMLInputElement).checked).toBe(true);
    expect(choice.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Only me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log watch' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Chosen before the entry exists, so it is never published first and taken back after.
    expect(writes().map(([url, init]) => [url, init?.method])).toEqual([['/api/diary', 'POST']]);
    expect(sentBody()).toMatchObject({ visibility: 'private' });
  });
});
