import type { IntentExamples } from '../intent.ts';

export const PT_INTENTS: IntentExamples = {
  recommend: [
    'me recomenda um filme bom',
    'filmes de terror para hoje',
    'comedias dos anos 90',
    'filmes parecidos com inception',
  ],
  fact: ['quem dirigiu o poderoso chefao', 'quanto tempo dura titanic', 'quando saiu jurassic park'],
  library: ['qual foi o ultimo filme que eu vi', 'quantos filmes eu vi este ano', 'meus filmes favoritos'],
  group: ['noite de filmes com amigos', 'algo para ver em familia'],
  identify: ['o filme em que um homem nao consegue criar novas memorias', 'o filme do tubarao na praia'],
  'small-talk': ['obrigado', 'muito obrigada', 'ola', 'oi', 'voce e demais', 'voce e o cara'],
  'off-topic': ['como esta o tempo hoje', 'como fazer arroz', 'escreve um poema para mim'],
};
