/** What a chat message is for, as the intent router reads it before the slot grammar. */
export const INTENTS = [
  'recommend',
  'fact',
  'library',
  'group',
  'identify',
  'small-talk',
  'off-topic',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Example sentences of each intent, as people type them, in one language. */
export type IntentExamples = Record<Intent, readonly string[]>;

/**
 * The readings a clarifying question may offer: each leads to a different answer. Small talk and off-topic
 * messages are never worth a question.
 */
export const CLARIFIABLE_INTENTS = ['recommend', 'fact', 'library', 'identify', 'group'] as const;
export type ClarifiableIntent = (typeof CLARIFIABLE_INTENTS)[number];

export const isClarifiable = (intent: Intent): intent is ClarifiableIntent =>
  (CLARIFIABLE_INTENTS as readonly Intent[]).includes(intent);
