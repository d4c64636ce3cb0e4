import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

/** The only link protocols a reply may use, so a reply cannot carry a script link (relative links stay, for /movie/{id}). */
const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

export function chatUrlTransform(url: string): string {
  const safe = defaultUrlTransform(url);
  const protocol = /^([a-z][a-z\d+.-]*):/i.exec(safe)?.[1]?.toLowerCase();
  return protocol === undefined || ALLOWED_PROTOCOLS.includes(protocol) ? safe : '';
}

/** GFM, for the tables the assistant answers "as a table" with (and strikethrough, autolinks). */
const REMARK_PLUGINS = [remarkGfm];

function markdownComponents(onInternalLink?: () => void): Components {
  return {
    a({ href, children }) {
      if (!href) return <span className="text-muted">{children}</span>;
      if (href.startsWith('/') && !href.startsWith('//')) {
        return (
          <Link
            to={href}
            onClick={onInternalLink}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            {children}
          </Link>
        );
      }
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-accent underline underline-offset-2"
        >
          {children}
        </a>
      );
    },
    ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
    ol: ({ children }) => <ol className="my-2 list-decimal space-y-1.5 pl-5">{children}</ol>,
    p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
    strong: ({ children }) => <strong className="font-semibold text-text">{children}</strong>,
    code: ({ children }) => <code className="rounded bg-bg px-1 py-0.5 text-[0.9em]">{children}</code>,
    // A table scrolls sideways inside the bubble rather than widening the panel on a phone.
    table: ({ children }) => (
      <div className="my-2 overflow-x-auto rounded-[var(--radius-card)] border border-hairline first:mt-0 last:mb-0">
        <table className="min-w-full border-collapse text-left text-[13px] leading-snug tabular-nums">
          {children}
        </table>
      </div>
    ),
    thead: ({ children }) => <thead className="bg-surface text-muted">{children}</thead>,
    tr: ({ children }) => <tr className="border-t border-hairline first:border-t-0">{children}</tr>,
    th: ({ children, style }) => (
      <th style={style} className="border-b border-hairline px-2.5 py-1.5 font-semibold whitespace-nowrap">
        {children}
      </th>
    ),
    // Short facts (year, runtime, a director) stay on one line; only the first column, the title, wraps.
    td: ({ children, style }) => (
      <td
        style={style}
        className="px-2.5 py-1.5 align-top whitespace-nowrap first:min-w-32 first:whitespace-normal"
      >
        {children}
      </td>
    ),
  };
}

/** A bot message: markdown with safe links; internal movie links navigate inside the app. */
export function ChatMarkdown({ text, onInternalLink }: { text: string; onInternalLink?: () => void }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      urlTransform={chatUrlTransform}
      disallowedElements={['img']}
      unwrapDisallowed
      components={markdownComponents(onInternalLink)}
    >
      {text}
    </Markdown>
  );
}
