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

  it.each([
    ["my dad can't stay awake for more than 100 minutes, a western", 100],
    ["i don't want to watch anything over 2 hours", 120],
    ["he won't last past 90 minutes", 90],
    ['mi abuela no aguanta más de hora y media, una comedia', 90],
    ["ma fille ne tient pas plus d'une heure et demie", 90],
    ['meine Tochter hält nichts über 90 Minuten durch', 90],
    ['meu filho não aguenta mais de uma hora e meia', 90],
    ["mio figlio non sta fermo più di un'ora e mezza", 90],
    ['a thriller, nothing above 100 minutes', 100],
    ['nada por encima de las dos horas', 120],
    ['rien au-dessus de deux heures', 120],
    ['nada acima de duas horas', 120],
    ['nulla sopra i 100 minuti', 100],
  ])("reads a can't or a nothing before 'over' a length as the most: %j", (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: minutes });
  });

  it.each([
    ['no horror please, something over 2 hours', 120],
    ["i can't decide, something over 2 hours", 120],
    ['un dramma sopra le due ore', 120],
  ])("reads 'over' a length as the least when no 'not' of its clause turns it round: %j", (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: minutes, runtimeMax: undefined });
  });

  it.each([
    ['my train ride is 2 hours, something funny', 120],
    ['the flight takes about 3 hours, any drama', 180],
    ['el vuelo dura 3 horas, una comedia', 180],
    ['le vol dure 2 heures, une comédie', 120],
    ['der Flug dauert drei Stunden, eine Komödie', 180],
    ['o voo dura 2 horas, uma comédia', 120],
    ['il volo dura due ore, una commedia', 120],
  ])("reads a trip's length as the time there is: %j is at most %i minutes", (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: minutes });
  });

  it.each([
    ['we have 3 hours but the first half hour goes to dinner', 150],
    ["2 hours but i'll sleep the last 30 minutes", 90],
    ['tengo tres horas pero la última hora voy a dormir', 120],
    ["j'ai trois heures mais je dors la dernière heure", 120],
    ['die Zugfahrt dauert drei Stunden, aber die letzte halbe Stunde muss ich umsteigen', 150],
    ['tenho 3 horas, mas a última meia hora é para o jantar', 150],
    ["ho tre ore ma l'ultima ora dormo", 120],
  ])('takes a part of the time there is off it: %j is at most %i minutes', (text, minutes) => {
    const { query } = parsePrompt(text);
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: minutes });
    // 'la última hora' is no order of the newest.
    expect(query.sort).toBeUndefined();
  });

  it.each([
    ["i don't have 2 hours tonight, a comedy", 90],
    ['no tengo dos horas, una comedia', 90],
    ["je n'ai pas deux heures", 90],
    ['ich habe keine zwei Stunden', 90],
    ['não temos duas horas', 90],
    ['non ho due ore', 90],
  ])('reads a length they do not have as clearly shorter: %j', (text, minutes) => {
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: minutes });
  });

  it('takes no year or count for a length', () => {
    expect(bound('5 comedies from 1995')).toEqual({ runtimeMin: undefined, runtimeMax: undefined });
  });
});

describe('a length said to be fine is no bound', () => {
  it.each([
    ["honestly i wouldn't mind if it goes past 3 hours, i want a big adventure"],
    ["it's fine if it's longer than two hours"],
    ['me da igual si dura más de dos horas'],
    ['peu importe si ça dure plus de deux heures'],
    ['ist mir egal, wenn er über zwei Stunden geht'],
    ['tanto faz se passar de duas horas'],
    ['non mi importa se dura più di due ore'],
  ])('%j', (text) => {
    expect(bound(text)).toEqual({ runtimeMin: undefined, runtimeMax: undefined });
    // What made the length fine is no story to look for either.
    expect(parsePrompt(text).query.theme ?? '').not.toMatch(/mind|fine|igual|importe?|egal|faz/);
  });

  it('while a condition someone cannot bear stays the most', () => {
    expect(bound('my dad gets bored if it goes past 2 hours').runtimeMax).toBe(120);
  });
});

describe('a number of hours is a length, never a count of films', () => {
  it.each([
    ['tenho 2 horas mas quero algo engraçado', 120],
    ['tengo 3 horas más o menos, algo de acción', 180],
  ])('%j', (text, minutes) => {
    const { query } = parsePrompt(text);
    expect(query.count).toBeUndefined();
    expect(query.runtimeMax).toBe(minutes);
  });
});
