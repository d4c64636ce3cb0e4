import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Playlist } from '@marquee/contracts';
import { FEDERATION_OFF, stubSignedInApi } from '../../../testing/api-stub.ts';
import { PlaylistSharing } from './playlist-sharing.tsx';

afterEach(() => vi.unstubAllGlobals());

const playlist = (isPublic: boolean) =>
  ({
    playlist_id: 31,
    name: 'Heists',
    is_public: isPublic,
    share_url: isPublic ? '/p/abc' : null,
  }) as Playlist;

const renderSharing = (isPublic: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlaylistSharing playlist={playlist(isPublic)} />
    </QueryClientProvider>,
  );

describe('PlaylistSharing', () => {
  it('offers who sees a public playlist on other servers, and saves the choice at once', async () => {
    const api = stubSignedInApi({ visibilities: { ...FEDERATION_OFF, enabled: true } });
    renderSharing(true);
    await screen.findByRole('group', { name: 'Who can see this' });
    expect((screen.getByRole('radio', { name: 'Public' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Followers only' }));
    await waitFor(() =>
      expect(api.writes().map(([url, init]) => [url, init?.method, init?.body])).toEqual([
        ['/api/federation/items/playlist/31/visibility', 'PUT', JSON.stringify({ visibility: 'followers' })],
      ]),
    );
  });

  it('offers no such choice for a private playlist, or while federation is off for the user', async () => {
    stubSignedInApi({ visibilities: { ...FEDERATION_OFF, enabled: true } });
    const { unmount } = renderSharing(false);
    await screen.findByRole('switch', { name: /Public/ });
    expect(screen.queryByRole('group', { name: 'Who can see this' })).toBeNull();
    unmount();

    const api = stubSignedInApi();
    renderSharing(true);
    await waitFor(() => expect(api.askedVisibility()).toBe(true));
    expect(screen.queryByRole('group', { name: 'Who can see this' })).toBeNull();
  });
});
