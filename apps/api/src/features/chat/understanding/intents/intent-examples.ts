/** Every language's example sentences per intent: one import and one line here add a language's examples. */
import { DE_INTENTS } from './examples/de.intents.ts';
import { EN_INTENTS } from './examples/en.intents.ts';
import { ES_INTENTS } from './examples/es.intents.ts';
import { FR_INTENTS } from './examples/fr.intents.ts';
import { IT_INTENTS } from './examples/it.intents.ts';
import { PT_INTENTS } from './examples/pt.intents.ts';
import type { IntentExamples } from './intent.ts';

export const INTENT_EXAMPLES: readonly IntentExamples[] = [
  EN_INTENTS,
  ES_INTENTS,
  FR_INTENTS,
  DE_INTENTS,
  PT_INTENTS,
  IT_INTENTS,
];
