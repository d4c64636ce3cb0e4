import { MessageCircle } from 'lucide-react';
import { ChatConversation } from '../../features/chat/components/chat-conversation.tsx';
import { chatMessages as m } from '../../features/chat/messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** The assistant as a full page; it continues the floating widget's conversation. */
export function Component() {
  const t = useT();
  useDocumentTitle(t(m.title));
  return (
    <div className="page-container py-8 md:py-10">
      {/* The heading lines up with the conversation panel (a centred column), as other pages' headings line up
          with their content; the icon sits on the first line when a phone wraps the title. */}
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 flex items-start gap-3 text-[28px] font-semibold leading-tight tracking-tight md:text-4xl">
          <MessageCircle
            size={28}
            aria-hidden="true"
            className="mt-1 shrink-0 text-accent md:mt-[0.2em] md:size-8"
          />
          {t(m.title)}
        </h1>
        <div className="flex h-[min(720px,calc(100dvh-14rem))] min-h-[420px] flex-col overflow-hidden rounded-[var(--radius-panel)] border border-hairline bg-surface">
          <ChatConversation autoFocus />
        </div>
      </div>
    </div>
  );
}
