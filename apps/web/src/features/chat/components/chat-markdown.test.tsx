import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChatMarkdown, chatUrlTransform } from './chat-markdown.tsx';

describe('chat markdown links', () => {
  it('keeps only the spec protocols and relative links', () => {
    for (const url of [
      'https://example.com',
      'http://example.com',
      'irc://irc.example.com',
      'ircs://irc.example.com',
      'mailto:a@b.co',
      'xmpp:a@b.co',
      '/movie/27205',
    ]) {
      expect(chatUrlTransform(url)).toBe(url);
    }
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'ftp://example.com',
      'file:///etc/passwd',
    ]) {
      expect(chatUrlTransform(url)).toBe('');
    }
  });

  it("renders the assistant's history note (with its invisible mark inside) as emphasis, without underscores", () => {
    const { container } = render(
      <MemoryRouter>
        <ChatMarkdown
          text={"1. A film\n\n_I left out films you've already logged (ask for a *rewatch*).\u2063_"}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('em')?.textContent).toContain("I left out films you've already logged");
    expect(container.textContent).not.toContain('_');
  });

  it('renders a disallowed link as plain text and a movie link as an in-app link', () => {
    render(
      <MemoryRouter>
        <ChatMarkdown text={'[bad](javascript:alert(1)) and **[Inception](/movie/27205)** (2010)'} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Inception' }).getAttribute('href')).toBe('/movie/27205');
  });

  it('renders a reply as a table: header cells, one row per film, the title an in-app link', () => {
    const { container } = render(
      <MemoryRouter>
        <ChatMarkdown
          text={[
            'Here are 3 Pixar films:',
            '',
            '| Title | Year | Runtime |',
            '|---|---|---:|',
            '| [Toy Story](/movie/862) | 1995 | 81 min |',
            '| [Up](/movie/14160) | 2009 | 96 min |',
            '| [Coco](/movie/354912) | 2017 | 105 min |',
          ].join('\n')}
        />
      </MemoryRouter>,
    );
    const table = container.querySelector('table');
    expect(table).not.toBeNull();
    expect(table?.parentElement?.className).toContain('overflow-x-auto');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Year',
      'Runtime',
    ]);
    const rows = table!.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    expect([...rows].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Toy Story', '1995', '81 min'],
      ['Up', '2009', '96 min'],
      ['Coco', '2017', '105 min'],
    ]);
    const link = screen.getByRole('link', { name: 'Toy Story' });
    expect(link.closest('td')).not.toBeNull();
    expect(link.getAttribute('href')).toBe('/movie/862');
    expect(link.getAttribute('target')).toBeNull();
    expect(rows[0]!.querySelectorAll('td')[2]!.style.textAlign).toBe('right');
    expect(container.textContent).not.toContain('|');
  });

  it('neutralises a script link inside a table cell', () => {
    const { container } = render(
      <MemoryRouter>
        <ChatMarkdown text={'| Title | Year |\n|---|---|\n| [Evil](javascript:alert(1)) | 2020 |'} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    const cell = screen.getByText('Evil');
    expect(cell.tagName).toBe('SPAN');
    expect(cell.closest('td')).not.toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('sends a bare URL autolink through the same link filter', () => {
    render(
      <MemoryRouter>
        <ChatMarkdown text={'See https://example.com/films and www.example.org, ~~not this~~.'} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/films' });
    expect(link.getAttribute('href')).toBe('https://example.com/films');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'www.example.org' }).getAttribute('href')).toBe(
      'http://www.example.org',
    );
    expect(screen.getByText('not this').tagName).toBe('DEL');
  });

  it('neutralises an autolinked address with a disallowed protocol', () => {
    render(
      <MemoryRouter>
        <ChatMarkdown text={'Mail mailto:a@b.co or <ftp://example.com/x> or <javascript:alert(1)>'} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'a@b.co' }).getAttribute('href')).toBe('mailto:a@b.co');
    expect(screen.queryByRole('link', { name: 'ftp://example.com/x' })).toBeNull();
    expect(screen.getByText('ftp://example.com/x').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
  });
});
