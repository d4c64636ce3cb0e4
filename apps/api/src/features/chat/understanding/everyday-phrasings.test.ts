import { describe, expect, it } from 'vitest';
import { readConversation } from './conversation.ts';
import { parsePrompt } from './parse-prompt.ts';

describe('"that I haven\'t seen yet" asks for nothing more than a signed-in answer gives', () => {
  it.each([
    ['pick something for me tonight that i havent seen yet', 'en'],
    ["something i haven't seen", 'en'],
    ['una peli que no haya visto todavía', 'es'],
    ["un film que je n'ai pas encore vu", 'fr'],
    ['einen film den ich noch nicht gesehen habe', 'de'],
    ['um filme que eu ainda não vi', 'pt'],
    ['un film che non ho ancora visto', 'it'],
  ])('%s', (message, language) => {
    const { query, language: read } = parsePrompt(message);
    expect(read).toBe(language);
    expect(query.avoidPeople).toEqual([]);
    expect(query.theme).toBeUndefined();
  });
});

describe('a time after a filler "like" is no title', () => {
  it('reads "any older ones? like before 1990" as a year bound', () => {
    const { query } = parsePrompt('any older ones? like before 1990');
    expect(query.likeTitle).toBeUndefined();
    expect(query.yearTo).toBe(1989);
  });

  it.each([
    ['films like 1917', '1917'],
    ['something like 2001 a space odyssey', '2001 a space odyssey'],
  ])('still reads a title that is a year: %s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});

describe('a pick among the last answer, the order said first', () => {
  const afterList = (prompt: string) =>
    readConversation(
      [
        { text: 'horror', isBot: false },
        {
          text: '1. **[Film 1](/movie/1)** (1960) — Horror\n2. **[Film 2](/movie/2)** (1990) — Horror',
          isBot: true,
        },
      ],
      prompt,
    );
  it.each([
    ['¿y cuál de esas dura menos?', 'shortest'],
    ['et le plus récent, c’est lequel ?', 'release_date'],
    ['e o mais recente, qual é?', 'release_date'],
    ['e il più recente, qual è?', 'release_date'],
    ['und der neueste, welcher ist das?', 'release_date'],
    ['el mejor, cual es?', 'vote_average'],
  ])('%s', (prompt, order) => {
    const turn = afterList(prompt);
    expect(turn.kind).toBe('question');
    if (turn.kind === 'question') expect(turn.question).toMatchObject({ kind: 'pick', order });
  });

  it('leaves "which is the best horror film" a request', () => {
    expect(parsePrompt('qual è il miglior film horror?').question).toBeUndefined();
  });
});

describe('"how many films has X directed" asks for their filmography, in every language', () => {
  it.each([
    ['how many movies has christopher nolan directed? list them', 'christopher nolan', 'director'],
    ['how many films has tom hanks been in', 'tom hanks', 'cast'],
    ['cuántas películas ha dirigido nolan', 'nolan', 'director'],
    ['combien de films a réalisé nolan', 'nolan', 'director'],
    ['wie viele filme hat nolan gedreht', 'nolan', 'any'],
    ['quantos filmes o nolan dirigiu', 'nolan', 'director'],
    ['quanti film ha diretto nolan', 'nolan', 'director'],
  ])('%s', (message, name, role) => {
    expect(parsePrompt(message).question).toEqual({ kind: 'filmography', name, role });
  });
});

describe('who a film is for, turned down with a film or cartoon named in between', () => {
  it.each([
    'soirée entre potes, on veut rigoler mais pas un dessin animé pour gamins',
    'pas un film pour gamins',
    'nothing animated for kids',
  ])('%s leaves the family shelf out', (message) => {
    const { query } = parsePrompt(message);
    expect(query.audience).toBeUndefined();
    expect(query.excludeGenreIds).toEqual(expect.arrayContaining([16, 10751]));
  });

  it('keeps the audience of "nothing scary for kids"', () => {
    expect(parsePrompt('nothing scary for kids').query.audience?.group).toBe('kids');
  });
});

describe('the watchlist left out or picked from', () => {
  it.each([
    'a thriller, nothing on my watchlist',
    "recommend me something, but nothing i've seen or already have on my watchlist",
  ])('%s leaves it out', (message) => {
    const { query } = parsePrompt(message);
    expect(query.avoidWatchlist).toBe(true);
    expect(query.scope).toBe('catalog');
  });

  it('picks from it for "no horror from my watchlist"', () => {
    expect(parsePrompt('no horror from my watchlist').query.scope).toBe('watchlist');
  });
});

describe('a filler word before the title a fact is asked about', () => {
  it('reads the title after "eigentlich"', () => {
    expect(
      parsePrompt('wie lang geht eigentlich der herr der ringe die rückkehr des königs').question,
    ).toMatchObject({
      kind: 'fact',
      aspect: 'runtime',
    });
  });
});

describe('a title with a role word in it', () => {
  it('reads "the star wars films" as no actor named Wars', () => {
    expect(parsePrompt('all the star wars films').query.person).toBeUndefined();
    expect(parsePrompt('a comedy that stars tom hanks').query.person?.name).toBe('tom hanks');
  });
});

describe('who the film is watched with is nobody to search for', () => {
  it.each([
    "un film pour ce soir avec ma copine, elle déteste l'horreur",
    'um filme com minha namorada, ela odeia terror',
    "un film con la mia ragazza, lei odia l'horror",
    'una peli con mi novia, ella odia el terror',
    'einen film mit meiner freundin, sie hasst horror',
  ])('%s: no person, and no horror', (message) => {
    const { query } = parsePrompt(message);
    expect(query.person).toBeUndefined();
    expect(query.excludeGenreIds).toContain(27);
  });
});

describe('a genre or a person hated, with articles and film nouns in between', () => {
  it.each(['odia las pelis de terror', "elle déteste les films d'horreur", 'ela odeia os filmes de terror'])(
    '%s',
    (message) => {
      const { query } = parsePrompt(message);
      expect(query.excludeGenreIds).toContain(27);
      expect(query.genreIds).not.toContain(27);
      expect(query.avoidPeople).toEqual([]);
    },
  );

  it.each([
    ['keine filme mit tom cruise', 'tom cruise'],
    ['pas de films avec gérard depardieu', 'gerard depardieu'],
    ['nada de filmes com o adam sandler', 'adam sandler'],
    ['niente film con adam sandler', 'adam sandler'],
  ])('%s leaves the person out', (message, name) => {
    const { query } = parsePrompt(message);
    expect(query.avoidPeople.map((person) => person.name)).toEqual([name]);
    expect(query.person).toBeUndefined();
  });
});

describe('a film the user has seen, however "I have" is typed', () => {
  it.each(['korean movies pls, ive only seen parasite', "korean movies, i've already seen parasite"])(
    '%s leaves it out',
    (message) => {
      expect(parsePrompt(message).query.avoidTitles).toEqual(['parasite']);
    },
  );
});
