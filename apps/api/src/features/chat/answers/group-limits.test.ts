import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp, type FilmFacts } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * Limits people watching together put on the films, told as refusals: years nobody will watch, a length one of them
 * won't sit through, a kind of film someone can't handle. The list keeps to every one of them.
 */
describe.each(routeTestEngines())('limits set by people watching together, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) =>
    Promise.all(moviesShownIn(reply).map(({ id }) => filmFacts(testApp(), id)));
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  const expectFilms = (films: FilmFacts[], fits: (film: FilmFacts) => boolean) => {
    expect(films.length).toBeGreaterThanOrEqual(1);
    for (const film of films) expect(fits(film)).toBe(true);
  };

  it('reads years nobody will watch as the years they will', async () => {
    const reply = await ask(
      "me and my cousins tonight, no one wants anything released before 2005, and we're in the mood for sci-fi",
    );
    expectFilms(await listed(reply), (film) => film.year >= 2005 && film.genres.includes('Science Fiction'));
  });

  it('reads years someone refuses after a date as the latest ones, in German', async () => {
    const reply = await ask('Mein Opa schaut mit: er will nichts nach 1975 sehen, ich will Action');
    expect(reply).toMatch(/Filme|Hier/);
    expectFilms(await listed(reply), (film) => film.year <= 1975 && film.genres.includes('Action'));
  });

  it('reads a refusal of years in French and Italian', async () => {
    const french = await ask("avec ma sœur : personne ne veut de films d'avant 1995, on a envie de rire");
    expectFilms(await listed(french), (film) => film.year >= 1995 && film.genres.includes('Comedy'));
    const italian = await ask('con mio padre: nessuno vuole roba uscita dopo il 1985, e ci va un western');
    expectFilms(await listed(italian), (film) => film.year <= 1985 && film.genres.includes('Western'));
  });

  it("reads 'before the 70s' as up to the decade before, in Spanish and English", async () => {
    const spanish = await ask('mis padres vienen a casa, quieren romance de antes de los 70');
    expectFilms(await listed(spanish), (film) => film.year <= 1969 && film.genres.includes('Romance'));
    const english = await ask('grandpa is over, he only likes westerns from before the 70s');
    expectFilms(await listed(english), (film) => film.year <= 1969 && film.genres.includes('Western'));
  });

  it('reads a length no longer than one of them will sit through as the most', async () => {
    const italian = await ask('io e mia madre: lei vuole una commedia, io niente più lungo di 100 minuti');
    expectFilms(await listed(italian), (film) => film.runtime <= 100 && film.genres.includes('Comedy'));
    const spanish = await ask('con mi novio: nada más largo que 100 minutos, y que sea comedia');
    expectFilms(await listed(spanish), (film) => film.runtime <= 100 && film.genres.includes('Comedy'));
  });

  it('drops the wishes of someone taken back out of the group, in English, Spanish, French and German', async () => {
    const noHorror = (film: FilmFacts) => !film.genres.includes('Horror') && film.genres.includes('Comedy');
    for (const message of [
      "my sister wants horror, my boyfriend wants a comedy. scratch my sister, she isn't coming",
      'mi hermana quiere terror y mi novio comedia; olvídate de mi hermana, al final no viene',
      "ma sœur veut de l'horreur, mon copain une comédie… oublie ma sœur, elle ne vient pas",
      'mein Bruder will Horror, meine Frau eine Komödie. Vergiss meinen Bruder, der kommt doch nicht',
    ])
      expectFilms(await listed(await ask(message)), noHorror);
  });

  it("leaves out what someone can't handle or nobody wants", async () => {
    const english = await ask(
      "my girlfriend can't handle horror and nobody wants romance, we like adventure",
    );
    expectFilms(
      await listed(english),
      (film) => !film.genres.includes('Horror') && !film.genres.includes('Romance'),
    );
    const german = await ask('Opa schaut mit und kann Horror gar nicht leiden, wir wollen Science-Fiction');
    expectFilms(
      await listed(german),
      (film) => !film.genres.includes('Horror') && film.genres.includes('Science Fiction'),
    );
    const portuguese = await ask('eu e meu irmão: ninguém quer terror, queremos ficção científica');
    expectFilms(
      await listed(portuguese),
      (film) => !film.genres.includes('Horror') && film.genres.includes('Science Fiction'),
    );
  });
});
