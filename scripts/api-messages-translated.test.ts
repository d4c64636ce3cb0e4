// Every message the API can send a user has a translation key in each catalog (issue #42): a new refusal, import
// error or field message written in English only fails here, naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@marquee/contracts';
// The web app's own matcher, a module without imports: what passes here is what the interface shows.
// eslint-disable-next-line import-x/no-relative-packages
import { matchApiMessage } from '../apps/web/src/lib/i18n/api-message-match.ts';
import { apiSentMessages, HOLE } from './api-sent-messages.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the API passes on a message it did not write: what each one passes is listed in `PASSED_ON`, or is
 * not the interface's to translate.
 */
const PASSED_ON_AT = [
  // The movie database's CatalogUnavailableError, as a 502.
  'apps/api/src/features/catalog/catalog.service.ts',
  'apps/api/src/features/where-to-watch/where-to-watch.service.ts',
  // An LLM client's failure, as the chat's 502 (the chat widget shows its own failure line).
  'apps/api/src/features/chat/chat.service.ts',
  // The import worker's HttpError, rebuilt on the API's thread: the worker's messages are scanned where thrown.
  'apps/api/src/features/import/formats/read-upload-thread.ts',
  // The error handler: an HttpError's message (scanned where thrown) and Fastify's own client errors.
  'apps/api/src/platform/error-handler.ts',
  // A connection's log keeps and passes on the reasons its payload readers and delivery wrote (scanned there).
  'apps/api/src/features/connections/delivery.ts',
  'apps/api/src/features/connections/deliveries.repository.ts',
  // better-auth's answers, which the sign-in pages word from their codes (the spec's authentication messages).
  'apps/api/src/features/auth/auth.routes.ts',
];
const PASSED_ON = ['The movie database is unavailable right now. Please try again later.'];

/** What zod says where a schema gives no message of its own (`z.string().max(256)`). */
const zodDefaults = [
  z.string().max(3).safeParse('four'),
  z.string().min(2).safeParse('a'),
  z.array(z.number()).max(1).safeParse([1, 2]),
  z.array(z.number()).min(1).safeParse([]),
  z.number().max(5).safeParse(6),
  z.number().min(1).safeParse(0),
  z.string().safeParse(undefined),
  z.enum(['a', 'b']).safeParse('c'),
  z.strictObject({}).safeParse({ extra: 1 }),
].map((result) => result.error!.issues[0]!.message);

/** Routes whose success message the interface shows (watch tonight's and watching together's toasts). */
const SUCCESS_SHOWN_FROM = ['apps/api/src/features/watch-tonight/'];

const sent = apiSentMessages(repoRoot, SUCCESS_SHOWN_FROM);
const messages = [...sent.messages, ...PASSED_ON, ...zodDefaults];

describe('the API’s messages in every language', () => {
  it('finds the messages the API sends (refusals, import notes, shown successes), through constants, parameters and helpers', () => {
    expect(sent.messages.size).toBeGreaterThan(200);
    for (const message of [
      'Movie already liked',
      `No one on Marquee has the handle ${HOLE}`,
      'You can only edit your own comments',
      `${HOLE}, line ${HOLE}: Rating is empty`,
      `Invalid body field '${HOLE}': must be between 1 and 10`,
      'No Event: this is not an Emby webhook',
      'You have not rated this film',
      'Invitation sent',
      `No movie titled "${HOLE}" in the catalog`,
      'Not a film: a TV show',
    ])
      expect(sent.messages).toContain(message);
  });

  it('follows every message to its text, but where the API passes one on', () => {
    const unexpected = sent.unfollowed.filter(
      (at) => !PASSED_ON_AT.some((file) => at.startsWith(`${file}:`)),
    );
    expect(unexpected, 'messages whose text the scan cannot follow').toEqual([]);
  });

  for (const { code } of LOCALES.filter((locale) => locale.code !== 'en'))
    it(`has a key in ${code}.json for each`, () => {
      const catalog = JSON.parse(
        readFileSync(path.join(repoRoot, `apps/web/src/lib/i18n/locales/${code}.json`), 'utf8'),
      ) as Record<string, string>;
      // A part the source does not fix may stand for a nested message (a zod issue's): any such part is known.
      const withHoles = { ...catalog, [`api.${HOLE}`]: HOLE };
      const untranslated = messages.filter((message) => !matchApiMessage(message, withHoles));
      expect(untranslated.map((message) => message.replaceAll(HOLE, '…'))).toEqual([]);
    });
});
