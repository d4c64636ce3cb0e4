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
});
