import type { IntentExamples } from '../intent.ts';

export const ES_INTENTS: IntentExamples = {
  recommend: [
    'recomiendame una pelicula',
    'quiero ver algo de terror',
    'comedias de los 90',
    'peliculas parecidas a inception',
    'que puedo ver esta noche',
  ],
  fact: [
    'quien dirigio el padrino',
    'cuanto dura titanic',
    'cuando salio jurassic park',
    'quien actua en pulp fiction',
  ],
  library: [
    'que fue lo ultimo que vi',
    'cuantas peliculas vi este año',
    'que vi en marzo',
    'mis peliculas favoritas',
    'mas como las que me encantaron',
  ],
  group: ['noche de peliculas con amigos', 'algo para ver en familia', 'mi novia quiere romance y yo accion'],
  identify: [
    'la pelicula donde un hombre no puede crear nuevos recuerdos',
    'como se llama la peli del tiburon en la playa',
    'esa pelicula en la que entran en los sueños',
  ],
  'small-talk': [
    'gracias',
    'muchas gracias',
    'hola',
    'que tal',
    'genial, gracias',
    'eres un crack',
    'eres el mejor',
  ],
  'off-topic': [
    'que tiempo hace hoy',
    'como cocino arroz',
    'cual es la capital de francia',
    'escribeme un poema',
  ],
};
