import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FEDERATION_OFF, stubSignedInApi } from '../../../testing/api-stub.ts';
import { RatingVisibility } from './rating-visibility.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderControl = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RatingVisibility tmdbId={603} />
    </QueryClientProvider>,
  );

describe('RatingVisibility', () => {
  it('is absent while federation is off for the user', async () => {
    const api = stubSignedInApi();
    const { container } = renderControl();
    await waitFor(() => expect(api.askedVisibility()).toBe(true));
    expect(container.innerHTML).toBe('');
  });

  it('shows the rating’s visibility and saves a new one as soon as it is chosen', async () => {
    const api = stubSignedInApi({ visibilities: { ...FEDERATION_OFF, enabled: true } });
    renderControl();
    const select = (await screen.findByRole('combobox', {
      name: 'Who can see your rating',
    })) as HTMLSelectElement;
    expect(select.value).toBe('public');

    await userEvent.selectOptions(select, 'Only me');
    await waitFor(() =>
      expect(api.writes().map(([url, init]) => [url, init?.method, init?.body])).toEqual([
        ['/api/federation/items/rating/603/visibility', 'PUT', JSON.stringify({ visibility: 'private' })],
      ]),
    );
  });
});
