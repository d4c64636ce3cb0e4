/** Floating chat assistant on every page. Built by the chat feature. */
export function ChatWidget() {
  return null;
}
