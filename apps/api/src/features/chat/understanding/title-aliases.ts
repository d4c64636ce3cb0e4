/**
 * Short forms people type for well-known titles ('lotr', 'hp 3', 'esb'): data, the same in every language. A typed
 * title is read as another only when the whole of it is one of these short forms; nothing is guessed from
 * initials, so 'hp' inside a longer title or a short form not listed here matches no film.
 */
import { localizedTitles } from './localized-titles.ts';
import { normalizeText } from './text.ts';

const LOTR_1 = 'The Lord of the Rings: The Fellowship of the Ring';
const LOTR_2 = 'The Lord of the Rings: The Two Towers';
const LOTR_3 = 'The Lord of the Rings: The Return of the King';
const HP_1 = "Harry Potter and the Philosopher's Stone";
const HP_3 = 'Harry Potter and the Prisoner of Azkaban';

/** Each short form, as typed after normalizeText and without punctuation, and the catalog title it stands for. */
export const TITLE_ALIASES: Readonly<Record<string, string>> = {
  lotr: LOTR_1,
  'lotr 1': LOTR_1,
  'lotr fellowship': LOTR_1,
  'lotr fotr': LOTR_1,
  fotr: LOTR_1,
  'lord of the rings fellowship': LOTR_1,
  'lotr 2': LOTR_2,
  'lotr two towers': LOTR_2,
  'lotr ttt': LOTR_2,
  'lotr 3': LOTR_3,
  'lotr return of the king': LOTR_3,
  'lotr rotk': LOTR_3,
  rotk: LOTR_3,
  hp: HP_1,
  'hp 1': HP_1,
  'hp philosophers stone': HP_1,
  'hp sorcerers stone': HP_1,
  "harry potter and the sorcerer's stone": HP_1,
  'hp 3': HP_3,
  'hp prisoner of azkaban': HP_3,
  'hp azkaban': HP_3,
  sw: 'Star Wars',
  'sw 4': 'Star Wars',
  'sw a new hope': 'Star Wars',
  'a new hope': 'Star Wars',
  esb: 'The Empire Strikes Back',
  'sw empire strikes back': 'The Empire Strikes Back',
  rotj: 'Return of the Jedi',
  'sw return of the jedi': 'Return of the Jedi',
  t2: 'Terminator 2: Judgment Day',
  eeaao: 'Everything Everywhere All at Once',
  gotg: 'Guardians of the Galaxy',
};

/** A title as typed, compared: normalized, its punctuation spaces. */
export const typedForm = (typed: string) =>
  normalizeText(typed)
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ALIASES = new Map([
  ...localizedTitles(typedForm),
  ...Object.entries(TITLE_ALIASES).map(([alias, title]) => [typedForm(alias), title] as const),
]);
/** The same titles typed without apostrophes ('lodyssee', 'ce ra una volta'). */
const WITHOUT_APOSTROPHES = new Map([...ALIASES].map(([form, title]) => [form.replace(/'/g, ''), title]));

/** Articles and 'and' in the languages read: a title typed with one more or one fewer is still the title. */
const LINK_WORDS = new Set(
  'the a an and el la los las lo y le les l et der die das den dem und il i gli e o os as da do'.split(' '),
);

/** A title's words without its articles and joins ('il buono il brutto e il cattivo' -> 'buono brutto cattivo'). */
const looseForm = (form: string) =>
  form
    .replace(/'/g, ' ')
    .split(' ')
    .filter((word) => word && !LINK_WORDS.has(word))
    .join(' ');

/** Loose forms of two words or more that stand for one catalog title only. */
const LOOSE = (() => {
  const titles = new Map<string, string | null>();
  for (const [form, title] of ALIASES) {
    const loose = looseForm(form);
    if (loose.split(' ').length < 2) continue;
    const known = titles.get(loose);
    titles.set(loose, known === undefined || known === title ? title : null);
  }
  return titles;
})();

/**
 * The catalog title a short form or a local title stands for ('lotr', 'der pate'), when the whole typed title is one
 * listed, or one of two words or more listed but for its articles and joins; undefined otherwise.
 */
export function titleOfAlias(typed: string): string | undefined {
  const form = typedForm(typed);
  const bare = form.replace(/'/g, '');
  return (
    ALIASES.get(form) ??
    ALIASES.get(bare) ??
    WITHOUT_APOSTROPHES.get(bare) ??
    LOOSE.get(looseForm(form)) ??
    undefined
  );
}

/** Every listed title in its loose form, with the catalog title it stands for. */
const LOOSE_FORMS = [...ALIASES].map(([form, title]) => [looseForm(form), title] as const);

/** Fewest words, beside articles and joins, a title typed short of its end needs to tell one listed title. */
const FEWEST_WORDS_OF_A_START = 3;

/**
 * 'o fabuloso destino de amélie' for 'O Fabuloso Destino de Amélie Poulain': a listed title typed without its last
 * words. The catalog title every listed title it starts stands for, when that is one title and the typed start holds
 * three words or more beside its articles and joins; undefined otherwise.
 */
export function titleStartedBy(typed: string): string | undefined {
  const start = looseForm(typedForm(typed));
  if (start.split(' ').length < FEWEST_WORDS_OF_A_START) return undefined;
  const titles = new Set(
    LOOSE_FORMS.filter(([form]) => form.startsWith(`${start} `)).map(([, title]) => title),
  );
  return titles.size === 1 ? [...titles][0] : undefined;
}

/**
 * The catalog titles of the series a listed title names by its films' common start ('le seigneur des anneaux', 'der
 * herr der ringe', 'lotr'): the film it stands for also goes by a longer listed title that starts with it, so it is
 * the series' name, and every film with a listed title starting with it is of the series. Empty when the typed title
 * is one film's own ('der pate', 'le parrain': no longer title of The Godfather starts with them) or not listed.
 */
/**
 * Series whose films' titles share no start, by the name people give them ('no star wars', 'like indiana jones'):
 * the catalog titles of their films, the first first.
 */
const SERIES_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['star wars', ['Star Wars', 'The Empire Strikes Back', 'Return of the Jedi']],
  [
    'indiana jones',
    [
      'Raiders of the Lost Ark',
      'Indiana Jones and the Temple of Doom',
      'Indiana Jones and the Last Crusade',
      'Indiana Jones and the Kingdom of the Crystal Skull',
    ],
  ],
  [
    'james bond',
    [
      'Dr. No',
      'From Russia with Love',
      'Goldfinger',
      'Thunderball',
      'Casino Royale',
      'Skyfall',
      'No Time to Die',
    ],
  ],
]);

export function seriesOfAlias(typed: string): string[] {
  const named = SERIES_NAMES.get(typedForm(typed).replace(/^the /, ''));
  if (named) return [...named];
  const film = titleOfAlias(typed);
  const start = looseForm(typedForm(typed).replace(/'/g, ''));
  if (!film || !start) return [];
  const longer = LOOSE_FORMS.filter(([form]) => form.replace(/'/g, '').startsWith(`${start} `));
  if (!longer.some(([, title]) => title === film)) return [];
  return [...new Set([film, ...longer.map(([, title]) => title)])];
}

/** A title's words that tell it from others: no articles or joins, no numbers (a series' number is read elsewhere). */
const tellingWords = (form: string) =>
  looseForm(form.replace(/'/g, ' '))
    .split(' ')
    .filter((word) => /\D/.test(word));

/** Every listed form of each catalog title, its own among them. */
const FORMS_OF = (() => {
  const forms = new Map<string, string[]>();
  for (const [form, title] of ALIASES) forms.set(title, [...(forms.get(title) ?? [typedForm(title)]), form]);
  return forms;
})();

/**
 * 'o senhor dos anéis o regresso do rei', 'el señor de los anillos el regreso del rey': a series' name, then a film's
 * subtitle typed in other words than any listed: the film of the series whose listed titles (in any language) share
 * the most of the subtitle's telling words ('rei', 'rey'), when one film shares more than every other; undefined
 * when the words after the name tell no film of it apart, or no start of the typed title names a series.
 */
export function seriesFilmBySubtitle(typed: string): string | undefined {
  const words = typedForm(typed).split(' ');
  for (let end = words.length - 1; end >= 1; end--) {
    const series = seriesOfAlias(words.slice(0, end).join(' '));
    if (series.length < 2) continue;
    const name = new Set(tellingWords(words.slice(0, end).join(' ')));
    const rest = tellingWords(words.slice(end).join(' ')).filter((word) => !name.has(word));
    const shared = series.map((title) => {
      const counts = (FORMS_OF.get(title) ?? [typedForm(title)]).map(
        (form) => new Set(tellingWords(form).filter((word) => rest.includes(word))).size,
      );
      return { title, count: Math.max(0, ...counts) };
    });
    const best = Math.max(...shared.map(({ count }) => count));
    const bests = shared.filter(({ count }) => count === best);
    return best > 0 && bests.length === 1 ? bests[0]!.title : undefined;
  }
  return undefined;
}
