import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const HACKSAW_RIDGE = 324786;
const NINETEEN_SEVENTEEN = 530915;
const THE_GREEN_MILE = 497;
const THE_ABOMINABLE_BRIDE = 379170;
const THE_LIVES_OF_OTHERS = 582;
const HIGH_NOON = 288;
const THE_SEARCHERS = 3114;
const BEN_HUR = 665;
const EDGE_OF_TOMORROW = 137113;
const CIVIL_WAR = 929590;
const THE_HATEFUL_EIGHT = 273248;
const THE_THIRD_MAN = 1092;
const TWELVE_ANGRY_MEN = 389;

describe.each(routeTestEngines())('POST /api/chat: a story told in Spanish, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

  it.each([
    [
      'la pelicula del soldado que se niega a llevar un arma por su fe y en la batalla rescata a decenas de heridos el solo',
      HACKSAW_RIDGE,
    ],
    [
      'dos soldados britanicos en la primera guerra mundial tienen que atravesar territorio enemigo para entregar un mensaje y salvar a mil seiscientos hombres',
      NINETEEN_SEVENTEEN,
    ],
    [
      'un guardia del corredor de la muerte que cree que un preso enorme condenado por matar a dos niñas tiene un don milagroso',
      THE_GREEN_MILE,
    ],
    [
      'una novia que parece volver de la tumba para vengarse, y el detective y su amigo medico investigan en londres',
      THE_ABOMINABLE_BRIDE,
    ],
    [
      'un agente de la policia secreta que espia a un dramaturgo y a su pareja actriz en el berlin comunista',
      THE_LIVES_OF_OTHERS,
    ],
    [
      'un sheriff que se jubila el mismo dia que vuelve en el tren del mediodia un asesino que el mando a la carcel, y nadie del pueblo lo ayuda',
      HIGH_NOON,
    ],
    ['un veterano amargado que pasa años buscando a su sobrina raptada por los comanches', THE_SEARCHERS],
    [
      'un principe judio traicionado por su amigo de la infancia, condenado a remar en las galeras, con la carrera de cuadrigas',
      BEN_HUR,
    ],
    [
      'un oficial muere en la batalla contra una invasion alienigena y revive el mismo dia una y otra vez',
      EDGE_OF_TOMORROW,
    ],
    [
      'unos periodistas cruzan el pais en plena guerra civil para llegar a la capital antes que los rebeldes',
      CIVIL_WAR,
    ],
    [
      'en invierno despues de la guerra, un cazarrecompensas y su prisionera se refugian de una ventisca en una posada llena de desconocidos',
      THE_HATEFUL_EIGHT,
    ],
    [
      'un novelista llega a la viena de posguerra para trabajar con un viejo amigo y se entera de que acaba de morir',
      THE_THIRD_MAN,
    ],
    [
      'un jurado en un juicio por asesinato parece listo para condenar a un chaval hasta que uno de ellos pide revisar las pruebas',
      TWELVE_ANGRY_MEN,
    ],
  ])('finds the film a fan tells in Spanish: %s', async (story, film) => {
    expect(await first(story)).toBe(film);
  });
});
