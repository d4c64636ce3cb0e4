import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FEDERATION_OFF, stubSignedInApi } from '../../../testing/api-stub.ts';
import { CommentForm } from './comment-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm(commentId?: number) {
  const onSubmit = vi.fn(async () => 12);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommentForm
        label="Write a comment"
        submitLabel="Post"
        pending={false}
        commentId={commentId}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('CommentForm', () => {
  it('offers no visibility choice while federation is off for the user', async () => {
    const api = stubSignedInApi();
    renderForm();
    await waitFor(() => expect(api.askedVisibility()).toBe(true));
    expect(screen.queryByRole('group', { name: 'Who can see this' })).toBeNull();
  });

  it('edits a comment from its own visibility and saves the new one once the words are saved', async () => {
    const api = stubSignedInApi({
      visibilities: {
        ...FEDERATION_OFF,
        enabled: true,
        items: [{ item: 'comment', item_id: 12, visibility: 'followers' }],
      },
    });
    const onSubmit = renderForm(12);
    await screen.findByRole('group', { name: 'Who can see this' });
    expect((screen.getByRole('radio', { name: 'Followers only' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.type(screen.getByLabelText('Write a comment'), 'Dreams.');
    await userEvent.click(screen.getByRole('radio', { name: 'Public' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(onSubmit).toHaveBeenCalledWith('Dreams.', undefined);
    await waitFor(() =>
      expect(api.writes().map(([url, init]) => [url, init?.method, init?.body])).toEqual([
        ['/api/federation/items/comment/12/visibility', 'PUT', JSON.stringify({ visibility: 'public' })],
      ]),
    );
  });

  it('writes a new comment with the visibility chosen, and saves nothing after it', async () => {
    const api = stubSignedInApi({ visibilities: { ...FEDERATION_OFF, enabled: true } });
    const onSubmit = renderForm();
    await screen.findByRole('group', { name: 'Who can see this' });

    await userEvent.type(screen.getByLabelText('Write a comment'), 'Not for everyone.');
    await userEvent.click(screen.getByRole('radio', { name: 'Only me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Not for everyone.', 'private'));
    expect(api.writes()).toEqual([]);
  });
});
