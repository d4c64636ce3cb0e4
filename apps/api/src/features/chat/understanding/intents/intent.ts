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
