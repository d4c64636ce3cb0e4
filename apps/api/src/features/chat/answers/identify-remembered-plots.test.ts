import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const RATATOUILLE = 2062;
const MEMENTO = 77;
const THE_SIXTH_SENSE = 745;
const SPEED = 1637;
const TITANIC = 597;
const TOY_STORY = 862;
const TANGLED = 38757;
const REAR_WINDOW = 567;
const ARRIVAL = 329865;
const THE_THING = 1091;
const RAIN_MAN = 380;
const EX_MACHINA = 264660;
const HER = 152601;
const SPIRITED_AWAY = 129;
const SE7EN = 807;
const NO_COUNTRY_FOR_OLD_MEN = 6977;

describe.each(routeTestEngines())(
  'POST /api/chat: a plot remembered in its own words, in any language, on %s',
  (engine) => {
    const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
    const first = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

    // Told as a person remembers them, not in the overviews' words: things and body parts ('her long hair', 'a
    // tower', 'a broken leg', 'cards', 'a red pill'), a deed whose doer the overview names ('who killed his wife':
    // 'his wife's killer'), and foreign words whose consonants alone match an English one ('pastilla', 'cartas').
    it.each([
      [
        'whats the cartoon where a little mouse hides under a cooks hat and steers him by pulling his hair',
        RATATOUILLE,
      ],
      [
        'the movie about a guy with no short term memory who writes stuff all over his body to find who killed his wife',
        MEMENTO,
      ],
      [
        "c'est quoi le film où un petit garçon voit des fantômes et le psy qui l'aide est en fait mort depuis le début",
        THE_SIXTH_SENSE,
      ],
      ['wie heißt der Film, wo ein Bus nicht langsamer als achtzig fahren darf, sonst explodiert er', SPEED],
      [
        'qual é aquele filme do navio enorme que bate num iceberg e um rapaz pobre se apaixona por uma moça rica',
        TITANIC,
      ],
      [
        "come si chiama il film dove i giocattoli di un bambino prendono vita quando lui non c'è e un cowboy è geloso di un astronauta",
        TOY_STORY,
      ],
      [
        'wie heißt der Zeichentrickfilm mit der Prinzessin mit den superlangen Haaren, die in einem Turm eingesperrt ist',
        TANGLED,
      ],
      [
        'come si chiama quel film con un fotografo con la gamba ingessata che spia i vicini dalla finestra e crede che uno abbia ucciso la moglie',
        REAR_WINDOW,
      ],
      [
        "what's the film where a language teacher has to work out how to talk to squid-like aliens who write in circles",
        ARRIVAL,
      ],
      [
        'the movie where guys at a base in the snow find a creature that copies people so nobody knows who is still human',
        THE_THING,
      ],
      [
        'cómo se llama la peli de dos hermanos, uno autista que cuenta cartas en las vegas y el otro un egoísta que quería la herencia',
        RAIN_MAN,
      ],
      [
        'wie heißt der Film, wo ein Programmierer testen soll, ob eine Roboterfrau ein Bewusstsein hat, im Haus von seinem Chef',
        EX_MACHINA,
      ],
      ["c'est quoi le film où un homme tombe amoureux de la voix de son ordinateur", HER],
      [
        'qual é aquele anime em que os pais de uma menina viram porcos e ela tem que trabalhar numa casa de banho de espíritos',
        SPIRITED_AWAY,
      ],
      ['the movie with two cops chasing a guy who killed people based on the seven deadly sins', SE7EN],
      [
        'that movie where a hunter takes a bag of cash from a drug deal and a creepy guy with an air gun keeps hunting him',
        NO_COUNTRY_FOR_OLD_MEN,
      ],
    ])('names the film of %j first', async (message, film) => {
      expect(await first(message)).toBe(film);
    });
  },
);
