import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const KILL_BILL_VOL_1 = 24;
const PATHS_OF_GLORY = 975;
const DOUBLE_INDEMNITY = 996;
const DUNE = 438631;
const TWELVE_ANGRY_MEN = 389;
const HACKSAW_RIDGE = 324786;
const BAMBI = 3170;
const THE_GREAT_DICTATOR = 914;
const NORTH_BY_NORTHWEST = 213;
const OLDBOY = 670;
const HIGH_NOON = 288;
const TOP_GUN = 744;

describe.each(routeTestEngines())(
  'POST /api/chat: a plot told in German with its most telling words (death, murder, revenge, army), on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

    it.each([
      [
        'der film wo eine braut nach jahren im koma aufwacht und sich mit einem schwert an allen rächt die sie umbringen wollten',
        KILL_BILL_VOL_1,
      ],
      [
        'der film wo im ersten weltkrieg drei soldaten wegen feigheit vor dem kriegsgericht landen und erschossen werden sollen, weil ein general einen sinnlosen angriff befohlen hat',
        PATHS_OF_GLORY,
      ],
      [
        'der film wo ein versicherungsvertreter mit einer verführerischen ehefrau plant ihren mann umzubringen um die versicherung zu kassieren',
        DOUBLE_INDEMNITY,
      ],
      [
        'der film mit dem jungen herzog auf dem wüstenplaneten, der imperator verrät seine familie und eine prophezeiung sagt er wird der erlöser',
        DUNE,
      ],
      [
        'der film wo zwölf geschworene in einem raum streiten ob ein junge seinen vater ermordet hat, einer hat zweifel',
        TWELVE_ANGRY_MEN,
      ],
      [
        'der film über einen sanitäter im zweiten weltkrieg der sich weigert eine waffe anzufassen und trotzdem dutzende verwundete rettet',
        HACKSAW_RIDGE,
      ],
      ['der film mit dem kleinen reh im wald, dessen mutter von jägern erschossen wird', BAMBI],
      [
        'der film wo ein jüdischer friseur genauso aussieht wie der diktator und mit ihm verwechselt wird',
        THE_GREAT_DICTATOR,
      ],
      [
        'der film wo ein werbemann mit einem regierungsagenten verwechselt wird und von spionen quer durchs land gejagt wird, einmal sogar von einem flugzeug über einem maisfeld',
        NORTH_BY_NORTHWEST,
      ],
      [
        'der film wo ein mann ohne grund eingesperrt wird und nach seiner freilassung rache will an dem der ihn gefangen hielt',
        OLDBOY,
      ],
      [
        'der film wo ein marshal am mittag ganz allein gegen eine bande von banditen kämpfen muss, weil ihm in der stadt niemand hilft',
        HIGH_NOON,
      ],
      [
        'der alte film aus den 80ern über einen kampfpiloten der navy, er verliebt sich in seine ausbilderin und sein bester freund stirbt bei einem unfall',
        TOP_GUN,
      ],
    ])('finds the film told as a fan remembers it: %s', async (story, film) => {
      expect(await first(story)).toBe(film);
    });
  },
);
