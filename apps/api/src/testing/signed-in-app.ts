import { afterAll, beforeAll } from 'vitest';
import type { DatabaseEngine } from '@marquee/db';
import { createTestApp, type TestApp } from './test-app.ts';
import { signUpVerifiedUser, type NewTestUser, type TestUser } from './test-users.ts';

export type TestAppWithUsers<Name extends string> = { readonly testApp: TestApp } & {
  readonly [N in Name]: TestUser;
};

/**
 * Before the enclosing suite's tests: a real app on `engine` (configured by `env`) and one verified, signed-in user per key of `users`
 * (signed up in key order); the app is closed after the tests. Read the getters inside tests, not at collection time.
 */
export function useTestAppWithUsers<Name extends string>(
  engine: DatabaseEngine,
  users: Record<Name, NewTestUser>,
  env: Record<string, string> = {},
): TestAppWithUsers<Name> {
  let testApp: TestApp | undefined;
  const signedIn = new Map<string, TestUser>();
  beforeAll(async () => {
    testApp = await createTestApp(engine, env);
    for (const [name, input] of Object.entries<NewTestUser>(users))
      signedIn.set(name, await signUpVerifiedUser(testApp, input));
  });
  afterAll(async () => testApp?.close());

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useTestAppWithUsers: ${what} is set up in beforeAll; read it inside a test`);
    return value;
  };
  const suite = {} as TestAppWithUsers<Name>;
  Object.defineProperty(suite, 'testApp', { get: () => ready(testApp, 'the app') });
  for (const name of Object.keys(users))
    Object.defineProperty(suite, name, { get: () => ready(signedIn.get(name), `user '${name}'`) });
  return suite;
}
