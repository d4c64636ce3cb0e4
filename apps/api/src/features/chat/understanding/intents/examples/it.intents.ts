import type { IntentExamples } from '../intent.ts';

export const IT_INTENTS: IntentExamples = {
  recommend: [
    'consigliami un bel film',
    'un film horror per stasera',
    'commedie degli anni 90',
    'film simili a inception',
  ],
  fact: ['chi ha diretto il padrino', 'quanto dura titanic', 'quando e uscito jurassic park'],
  library: ['qual e l ultimo film che ho visto', 'quanti film ho visto quest anno', 'i miei film preferiti'],
  group: ['serata film con gli amici', 'qualcosa da vedere in famiglia'],
  identify: [
    'il film in cui un uomo non riesce a creare nuovi ricordi',
    'il film dello squalo sulla spiaggia',
  ],
  'small-talk': ['grazie', 'grazie mille', 'ciao', 'buonasera', 'sei un grande', 'sei fantastico'],
  'off-topic': ['che tempo fa oggi', 'come si cucina la pasta', 'scrivimi una poesia'],
};
