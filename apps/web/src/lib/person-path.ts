/** A person's page (the spec's cast page) is addressed /cast/{id}/{name}; the server names it so in link previews too. */
export { castPath } from '@marquee/contracts';
