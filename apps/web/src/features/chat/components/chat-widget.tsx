import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { MessageCircle, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { useCoversControl } from '../hooks/use-covers-control.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { chatWidgetMessages as m } from '../chat-widget.messages.ts';

// The conversation (markdown renderer, message store) loads on first open, keeping it out of every page's first load.
const ChatConversation = lazy(() =>
  import('./chat-conversation.tsx').then((module) => ({ default: module.ChatConversation })),
);

/** Below Tailwind's md breakpoint the panel covers the page, so following a movie link closes it. */
const coversPage = () => typeof window !== 'undefined' && !window.matchMedia('(min-width: 768px)').matches;

/** Floating chat assistant on every page; /chatbot shows the same conversation full page. */
export function ChatWidget() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, open);
  const onChatbotPage = useMatch('/chatbot');
  // Hidden (not just transparent), so a tap reaches the control beneath and Tab skips the button meanwhile.
  const stepAside = useCoversControl(button, !open && !onChatbotPage);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const closeOnSmallScreens = useCallback(() => {
    if (coversPage()) setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (onChatbotPage) return null;
  return (
    <>
      {open && (
        <div
          data-testid="chat-backdrop"
          aria-hidden="true"
          onClick={toggle}
          className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[1px]"
        />
      )}
      {open && (
        <section
          ref={panel}
          id="chat-panel"
          role="dialog"
          aria-label={t(m.title)}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(600px,calc(100dvh-5rem))] max-h-[600px] flex-col overflow-hidden rounded-t-[var(--radius-panel)] border border-hairline bg-surface shadow-2xl shadow-black/60 md:inset-x-auto md:bottom-24 md:right-6 md:w-[400px] md:rounded-[var(--radius-panel)]"
        >
          <header className="flex items-center justify-between gap-2 border-b border-hairline px-4 py-3">
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <MessageCircle size={20} aria-hidden="true" className="text-accent" />
              {t(m.title)}
            </h2>
            <button
              type="button"
              aria-label={t(m.closeChat)}
              onClick={toggle}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text"
            >
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          <Suspense
            fallback={
              <div className="flex flex-1 items-center justify-center">
                <Spinner label={t(m.loadingChat)} />
              </div>
            }
          >
            <ChatConversation autoFocus onInternalLink={closeOnSmallScreens} />
          </Suspense>
        </section>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? t(m.closeChat) : t(m.openChat)}
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={toggle}
        className={`fixed bottom-6 right-6 z-50 h-14 w-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg shadow-black/50 transition-transform duration-200 ease-out hover:scale-105 ${open ? 'hidden md:inline-flex' : 'inline-flex'} ${stepAside ? 'invisible' : ''}`}
      >
        {open ? <X size={24} aria-hidden="true" /> : <MessageCircle size={24} aria-hidden="true" />}
      </button>
    </>
  );
}
