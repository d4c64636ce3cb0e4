import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows up to 5 page numbers centred on the current page, clamped to the ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is hidden at one page or fewer', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('allows Prev only after page 1 and Next only before the last page, and reports the chosen page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={7} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 7')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Prev/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
    rerender(<Pagination page={7} totalPages={7} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
  });
});
