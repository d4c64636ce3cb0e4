import type { IntentExamples } from '../intent.ts';

export const DE_INTENTS: IntentExamples = {
  recommend: [
    'empfiehl mir einen guten film',
    'ein horrorfilm fur heute abend',
    'komodien aus den 90ern',
    'filme wie inception',
  ],
  fact: ['wer hat der pate gedreht', 'wie lange dauert titanic', 'wann kam jurassic park raus'],
  library: [
    'was habe ich zuletzt gesehen',
    'wie viele filme habe ich dieses jahr gesehen',
    'meine lieblingsfilme',
  ],
  group: ['filmabend mit freunden', 'etwas fur die ganze familie'],
  identify: [
    'der film in dem ein mann keine neuen erinnerungen bilden kann',
    'der film mit dem hai am strand',
  ],
  'small-talk': ['danke', 'vielen dank', 'hallo', 'guten abend', 'du bist super', 'du bist klasse'],
  'off-topic': ['wie ist das wetter heute', 'wie koche ich nudeln', 'schreib mir ein gedicht'],
};
