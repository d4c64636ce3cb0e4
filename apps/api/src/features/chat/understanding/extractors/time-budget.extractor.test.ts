import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const bound = (text: string) => {
  const { runtimeMin, runtimeMax } = parsePrompt(text).query;
  return { runtimeMin, runtimeMax };
};

describe('time budgets', () => {
  it.each([
    ['we only have 75 minutes', 75],
    ['got two hours to kill, any comedy?', 120],
    ['sci-fi under an hour and a half', 90],
    ['a drama, 1h50 max', 110],
    ['no more than 1:40 please', 100],
    ['an hour and 20 min free tonight', 80],
    ['tenemos una hora y media libre', 90],
    ["j'ai deux heures devant moi", 120],
    ['wir haben anderthalb Stunden Zeit', 90],
    ['só tenho uma hora e meia', 90],
    ["ho solo un'ora e mezza", 90],
    ['a thriller, nothing longer than 100 minutes', 100],
  ])('reads %j as at most %i minutes', (text, minutes) => {
    expect(bound(text).runtimeMax).toBe(minutes);
  });

  it('reads a length after a filler "like" as a length, not a title', () => {
    expect(parsePrompt('an animated one, like under 80 min').query).toMatchObject({ runtimeMax: 80 });
    expect(parsePrompt('an animated one, like under 80 min').query.likeTitle).toBeUndefined();
  });

  it('reads "short" about the answer as no length of the films', () => {
    expect(bound('westerns with a short summary for each')).toEqual({});
    expect(bound('comedias con una breve descripcion').runtimeMax).toBeUndefined();
    expect(bound('a short western').runtimeMax).toBe(100);
  });

  it('reads a length said about a film as a quarter of an hour either way', () => {
    expect(bound('a comedy around 95 minutes')).toEqual({ runtimeMin: 80, runtimeMax: 110 });
    expect(bound('a two hour movie')).toEqual({ runtimeMin: 105, runtimeMax: 135 });
  });

  it.each([
    ["i've got roughly 95 minutes before bed", 95],
    ['tengo aproximadamente 100 minutos libres', 100],
    ["j'ai à peu près 1h30 devant moi", 90],
    ['wir haben etwa 100 Minuten Zeit', 100],
    ['temos cerca de 110 minutos', 110],
    ['ho circa 100 minuti liberi', 100],
  ])('reads the time they have, said roughly (%j), as the most: %i minutes', (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: minutes });
  });

  it.each([
    ['qualcosa sotto le due ore', 120],
    ['una commedia, meno delle due ore', 120],
    ['un thriller entro le due ore', 120],
    ['a comedy under the two hours', 120],
  ])('reads an article between the bound and the length (%j) as at most %i minutes', (text, minutes) => {
    expect(bound(text).runtimeMax).toBe(minutes);
  });

  it('reads a least length and a long evening', () => {
    expect(bound('westerns over two and a half hours').runtimeMin).toBe(150);
    expect(bound('something epic, the longer the better').runtimeMin).toBe(150);
    expect(bound("i've got 3 hours, a long one please")).toEqual({ runtimeMin: 140, runtimeMax: 180 });
  });

  it.each([
    ['una comedia, nada que pase de más de dos horas', 120],
    ['tenemos hora y media antes de cenar', 90],
    ["rien qui dure plus d'une heure et demie", 90],
    ['nichts, was über zwei Stunden geht', 120],
    ['um suspense, nada com mais de duas horas', 120],
    ['un giallo che non duri più di due ore', 120],
  ])("reads 'nothing more than' a length as the most: %s", (text, minutes) => {
    expect(bound(text).runtimeMax).toBe(minutes);
    expect(bound(text).runtimeMin).toBeUndefined();
  });

  it.each([
    ['hab nur ne stunde fünfundvierzig zeit, irgendne komödie?', 105],
    ["j'ai une heure trente, une comédie", 90],
    ['tengo una hora cuarenta y cinco, algo de terror', 105],
    ['tengo una hora y cuarto', 75],
    ["ho un'ora e quaranta", 100],
    ['tenho uma hora e quarenta e cinco', 105],
    ['i have an hour forty-five', 105],
    ['we have one hour 50, a thriller', 110],
    ['tengo hora y cuarto', 75],
    ['tenho hora e vinte, um terror', 80],
    ["j'ai une heure et quart", 75],
    ['hab zwei stunden und zwanzig minuten', 140],
  ])('reads the minutes said after an hour without "minutes": %j is at most %i', (text, minutes) => {
    expect(bound(text).runtimeMax).toBe(minutes);
  });

  it.each([
    ["rainy sunday, i've got all day. give me a long epic, 2.5 hours or more", 150],
    ['dramas de dos horas o más', 120],
    ['des films de deux heures ou plus', 120],
    ['filme mit zwei stunden oder mehr', 120],
    ['filmes de duas horas ou mais', 120],
    ['film di due ore o più', 120],
  ])("reads a length followed by 'or more' as the least: %j", (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: minutes, runtimeMax: undefined });
  });

  it('takes no year or count for a length', () => {
    expect(bound('5 comedies from 1995')).toEqual({ runtimeMin: undefined, runtimeMax: undefined });
  });
});
