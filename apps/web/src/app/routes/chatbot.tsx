import { MessageCircle } from 'lucide-react';
import { ChatConversation } from '../../features/chat/components/chat-conversation.tsx';
import { CHAT_TITLE } from '../../features/chat/components/chat-widget.tsx';

/** The assistant as a full page; it continues the floating widget's conversation. */
export function Component() {
  return (
    <div className="page-container py-8 md:py-10">
      <h1 className="mb-6 flex items-center gap-3 text-3xl font-semibold">
        <MessageCircle size={28} aria-hidden="true" className="text-accent" />
        {CHAT_TITLE}
      </h1>
      <div className="mx-auto flex h-[min(720px,calc(100dvh-14rem))] min-h-[420px] max-w-3xl flex-col overflow-hidden rounded-[var(--radius-panel)] border border-hairline bg-surface">
        <ChatConversation autoFocus />
      </div>
    </div>
  );
}
