/**
 * What the API itself writes for people to read outside the web app: its mails and the calendar feed. The words
 * live in one file per language (`<code>.wording.ts`) and one line in `WORDINGS` below; a language of the
 * interface (contracts' `LOCALES`) without a file here reads English. ADR 036 (addendum on mails and the feed).
 */
import { DEFAULT_LOCALE } from '@marquee/contracts';
import { german } from './de.wording.ts';
import { english } from './en.wording.ts';
import { spanish } from './es.wording.ts';
import { french } from './fr.wording.ts';
import { italian } from './it.wording.ts';
import { portuguese } from './pt.wording.ts';

/** One mail that asks the reader to open a link. */
export interface ActionMailWording {
  subject: string;
  intro: string;
  /** The button's label, and the label before the link in the plain-text part. */
  action: string;
  outro: string;
}

/** How a release calendar event says the way a movie comes out; the keys are the events' stable ids. */
export type ReleaseKind = 'in theaters' | 'digital release' | 'on disc' | 'on TV' | 'release';

export interface ServerWording {
  mail: {
    /** Before the link written out in full, under the button of the HTML part. */
    orOpenLink: string;
    verification: ActionMailWording;
    emailChange: ActionMailWording;
    passwordReset: ActionMailWording;
  };
  calendar: {
    name: string;
    kinds: Record<ReleaseKind, string>;
    /** An event's description: where the dates come from (a region code such as `GB`). */
    releaseIn: (region: string) => string;
  };
}

const WORDINGS: ReadonlyMap<string, ServerWording> = new Map([
  ['en', english],
  ['es', spanish],
  ['fr', french],
  ['de', german],
  ['pt', portuguese],
  ['it', italian],
]);

/** The wording of a language, English for one without its own (or none). */
export function serverWordingFor(language: string | null | undefined): ServerWording {
  return (language && WORDINGS.get(language)) || WORDINGS.get(DEFAULT_LOCALE)!;
}
