import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const KILL_BILL = 24;
const TWELVE_ANGRY_MEN = 389;
const SAVING_PRIVATE_RYAN = 857;
const FARGO = 275;
const MULAN = 10674;
const NINETEEN_SEVENTEEN = 530915;
const HEAT = 949;
const RESERVOIR_DOGS = 500;
const UNFORGIVEN = 33;
const HACKSAW_RIDGE = 324786;

describe.each(routeTestEngines())(
  'POST /api/chat: a plot told in Italian with its telling words, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

    it.each([
      [
        'quel film dove una sposa si risveglia dal coma dopo anni e si vendica uno per uno dei suoi ex compagni assassini con la spada',
        KILL_BILL,
      ],
      [
        "quello dei dodici giurati chiusi in una stanza che devono decidere se un ragazzo e colpevole dell'omicidio del padre",
        TWELVE_ANGRY_MEN,
      ],
      [
        "il film in cui un capitano dell'esercito con la sua squadra va dietro le linee nemiche a cercare un soldato paracadutista",
        SAVING_PRIVATE_RYAN,
      ],
      [
        'il film dove un venditore di macchine pieno di debiti fa rapire la moglie per il riscatto e una poliziotta incinta indaga',
        FARGO,
      ],
      [
        "il cartone della ragazza cinese che si traveste da uomo e si arruola nell'esercito al posto del padre malato",
        MULAN,
      ],
      [
        'due giovani soldati inglesi devono attraversare il territorio nemico per consegnare un messaggio e fermare un attacco',
        NINETEEN_SEVENTEEN,
      ],
      [
        'un ladro professionista e il poliziotto ossessionato che gli da la caccia, sparatoria in mezzo alla strada',
        HEAT,
      ],
      [
        'dopo una rapina in gioielleria andata male i rapinatori rimasti si nascondono in un magazzino e sospettano che uno sia un infiltrato',
        RESERVOIR_DOGS,
      ],
      [
        "un vecchio pistolero diventato allevatore di maiali accetta un'ultima taglia per mantenere i figli",
        UNFORGIVEN,
      ],
      [
        "il medico dell'esercito che si rifiuta di toccare un fucile e salva decine di soldati feriti in battaglia",
        HACKSAW_RIDGE,
      ],
    ])('finds the film from a plot a fan tells: %s', async (story, film) => {
      expect(await first(story)).toBe(film);
    });
  },
);
