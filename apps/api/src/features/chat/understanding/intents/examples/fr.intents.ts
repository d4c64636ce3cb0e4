import type { IntentExamples } from '../intent.ts';

export const FR_INTENTS: IntentExamples = {
  recommend: [
    'recommande-moi un bon film',
    'un film d horreur pour ce soir',
    'des comedies des annees 90',
    'des films comme inception',
  ],
  fact: ['qui a realise le parrain', 'combien de temps dure titanic', 'quand est sorti jurassic park'],
  library: [
    'quel est le dernier film que j ai vu',
    'combien de films ai-je vus cette annee',
    'mes films preferes',
  ],
  group: ['soiree film entre amis', 'un film a regarder en famille'],
  identify: [
    'le film ou un homme ne peut plus former de nouveaux souvenirs',
    'le film du requin sur la plage',
  ],
  'small-talk': ['merci', 'merci beaucoup', 'bonjour', 'salut', "t'es genial", 'vous etes super'],
  'off-topic': ['quel temps fait-il aujourd hui', 'comment cuire des pates', 'ecris-moi un poeme'],
};
