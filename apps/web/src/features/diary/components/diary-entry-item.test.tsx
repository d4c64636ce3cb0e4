import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DiaryEntry } from '@marquee/contracts';
import { DiaryEntryItem } from './diary-entry-item.tsx';

const entry = (tags: string[]): DiaryEntry => ({
  entry_id: 7,
  tmdb_id: 550,
  id: 550,
  title: 'Fight Club',
  poster_path: null,
  vote_average: 8.4,
  release_date: '1999-10-15',
  watched_on: '2023-01-10',
  rating: 9,
  review: 'Loud.',
  tags,
  is_rewatch: false,
  created_at: '2023-01-10T00:00:00.000Z',
  updated_at: '2023-01-10T00:00:00.000Z',
});

const renderItem = (tags: string[]) =>
  render(
    <MemoryRouter>
      <DiaryEntryItem entry={entry(tags)} onEdit={() => {}} onDelete={() => {}} deleting={false} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('DiaryEntryItem', () => {
  it('shows the entry’s tags in their order', () => {
    renderItem(['rewatch', 'with friends']);
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['rewatch', 'with friends']);
  });

  it('shows no tag list when the entry has none', () => {
    renderItem([]);
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });
});
