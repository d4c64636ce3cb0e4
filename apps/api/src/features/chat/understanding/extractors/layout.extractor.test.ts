import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';
import { normalizeText } from '../text.ts';
import { layoutAlone, layoutIn } from './layout.extractor.ts';

const read = (message: string) => layoutIn(normalizeText(message));

describe('the layout words of a message, in every language', () => {
  it.each([
    ['top 5 christopher nolan movies, numbered list with the year', 'top 5 christopher nolan movies'],
    ['can u make me a table of tarantino films with year and runtime', 'tarantino films'],
    ['80s horror movies. just the titles, one per line, no descriptions', '80s horror movies.'],
    ['list 4 westerns sorted by rating, highest first, with the director next to each', '4 westerns'],
    ['matt damon movies sorted by year oldest first, bullets please', 'matt damon movies'],
    ['hazme una lista numerada de 5 pelis de spielberg con el año de cada una', '5 pelis de spielberg'],
    ['quiero una tabla con 4 comedias románticas: título, año y director', '4 comedias romanticas:'],
    ['pelis de dibujos japonesas, en viñetas, una línea cada una porfa', 'pelis de dibujos japonesas'],
    ["fais-moi une liste à puces de 5 films de Kubrick avec l'année", '5 films de kubrick'],
    [
      'les films avec leonardo dicaprio, juste les titres, triés par année svp',
      'les films avec leonardo dicaprio',
    ],
    [
      'Kannst du mir eine Tabelle mit Filmen von Martin Scorsese machen? Titel, Jahr, Laufzeit',
      'filmen von martin scorsese?',
    ],
    [
      'die 3 besten filme mit harrison ford, als stichpunkte, den allerbesten fett',
      'die 3 filme mit harrison ford',
    ],
    ['filmes do hayao miyazaki em tópicos, com uma frase curta sobre cada um', 'filmes do hayao miyazaki'],
    ['top 10 comédias, só os títulos', 'top 10 comedias'],
    ['western degli anni 60, in elenco numerato con anno e regista', 'western degli anni 60'],
    ['3 film pixar, una riga ciascuno, e metti in grassetto solo il migliore', '3 film pixar'],
  ])('%s', (message, rest) => {
    expect(read(message)?.text.replace(/,$/, '')).toBe(rest);
  });

  it('keeps what the layout asks of the reply: titles only, the columns named, an order', () => {
    expect(read('80s horror movies. just the titles, no descriptions')).toMatchObject({
      layout: { titlesOnly: true, columns: [] },
    });
    expect(read('list 4 westerns sorted by rating, with the director next to each')).toMatchObject({
      sort: 'vote_average',
      layout: { titlesOnly: false, columns: ['director'] },
    });
    // A table of named columns is a markdown table: the title and year, and the facts asked.
    expect(
      read('give me a markdown table of 5 films from the 1950s: title | director | runtime'),
    ).toMatchObject({
      layout: { shape: 'table', columns: ['director', 'runtime'] },
    });
    expect(read('a table of pixar films: title, year and a short description')?.layout).toBeUndefined();
    expect(read('les films avec leonardo dicaprio, juste les titres, triés par année')?.sort).toBe('oldest');
    expect(read('matt damon, newest first')?.sort).toBe('release_date');
    expect(read('dame 5 thrillers ordenados por puntuación')?.sort).toBe('vote_average');
    // A shape alone ('numbered', 'en viñetas') asks nothing the usual list lacks.
    expect(read('top 10 sci fi movies of all time, numbered')?.layout).toBeUndefined();
  });

  it.each([
    "schindler's list",
    'the bucket list',
    'pelis de mi lista',
    'filme von meiner liste',
    'something with the director of jaws',
    'what year did rocky come out and who directed it',
    'who directed alien and how long is it',
    'western degli anni 60',
    'thanks',
    'please',
    'ok, director?',
    'no gore, please',
    'welchen film habe ich am besten bewertet?',
    'il film dove il papà fa credere al figlio che è tutto un gioco a punti',
  ])('%s has no layout', (message) => {
    expect(read(message)).toBeUndefined();
  });
});

describe('titles asked in bold, as every list has them', () => {
  it.each([
    ['best 3 scorsese movies, put the titles in bold', 'scorsese'],
    ['tres pelis de almodóvar, los títulos en negrita porfa', 'almodovar'],
    ['trois films de truffaut, mets les titres en gras', 'truffaut'],
    ['drei filme von fassbinder, die titel fett markieren', 'fassbinder'],
    ['tre film di fellini, metti in grassetto i titoli', 'fellini'],
    ['três filmes do kurosawa, com os títulos em negrito', 'kurosawa'],
  ])('asks nothing of the films: %s', (message, person) => {
    const { query, leftover } = parsePrompt(message);
    expect(query.theme).toBeUndefined();
    expect([query.person?.name, leftover].join(' ').trim()).toBe(person);
  });
});

describe('a message that asks only for a layout', () => {
  it.each([
    ['just the titles please', { titlesOnly: true, columns: [] }],
    ['con el director al lado', { titlesOnly: false, columns: ['director'] }],
    ['nur die titel, bitte', { titlesOnly: true, columns: [] }],
    ["avec l'année et la durée", { titlesOnly: false, columns: ['runtime'] }],
  ])('%s', (message, layout) => {
    expect(layoutAlone(normalizeText(message))).toEqual(layout);
  });

  it.each(['80s horror, just the titles', 'oldest first', 'numbered', 'thanks'])(
    '%s asks more than a layout, or nothing of the items',
    (message) => expect(layoutAlone(normalizeText(message))).toBeUndefined(),
  );
});

describe('a request read without its layout words', () => {
  it('reads no column as a person, no layout word as a theme or a thing turned down', () => {
    const nolan = parsePrompt('top 5 christopher nolan movies, numbered list with the year');
    expect(nolan.leftover).toBe('christopher nolan');
    expect(nolan.query.count).toBe(5);
    const westerns = parsePrompt(
      'list 4 westerns sorted by rating, highest first, with the director next to each',
    );
    expect(westerns.query.person).toBeUndefined();
    expect(westerns.query).toMatchObject({ genreIds: [37], count: 4, sort: 'vote_average' });
    const horror = parsePrompt('80s horror movies. just the titles, one per line, no descriptions');
    expect(horror.query.avoidLabels).toEqual([]);
    expect(horror.query.avoidPeople).toEqual([]);
    expect(horror.layout).toEqual({ titlesOnly: true, columns: [] });
    const italian = parsePrompt('western degli anni 60, in elenco numerato con anno e regista');
    expect(italian.query.person).toBeUndefined();
    expect(italian.query).toMatchObject({ genreIds: [37], yearFrom: 1960, yearTo: 1969 });
    // 'uma frase curta' is a short sentence about each film, not a short film.
    const miyazaki = parsePrompt('filmes do hayao miyazaki em tópicos, com uma frase curta sobre cada um');
    expect(miyazaki.query.runtimeMax).toBeUndefined();
    expect(miyazaki.query.person?.name).toBe('hayao miyazaki');
    expect(parsePrompt('die 3 besten filme mit harrison ford, als stichpunkte').query).toMatchObject({
      count: 3,
      sort: 'vote_average',
    });
  });

  it('keeps an order the request names over the layout one', () => {
    expect(parsePrompt('the newest comedies, sorted by rating').query.sort).toBe('release_date');
  });

  it('reads the reply language from the whole message, layout words included', () => {
    expect(parsePrompt('top 10 comédias, só os títulos').language).toBe('pt');
    expect(parsePrompt('les films avec leonardo dicaprio, juste les titres').language).toBe('fr');
    expect(parsePrompt('Titel, Jahr, Laufzeit von Filmen von Martin Scorsese').language).toBe('de');
  });
});
