/**
 * The real system, started the way a user would run it, for e2e tests, API tests and benchmarks alike:
 * API and recommender processes on free ports with fresh databases, Chromium, a capturing mail server, an OpenID
 * Connect provider, and the load generators the soak and scale-out runs share. Chromium is `@marquee/harness/browser`
 * (its page callbacks need the DOM types, which Node-only code must not see).
 */
export * from './environment.ts';
export * from './ports.ts';
export * from './server.ts';
export * from './server-pool.ts';
export * from './processes.ts';
export * from './oidc-provider.ts';
export * from './smtp-capture.ts';
export * from './load/http-users.ts';
export * from './load/mixed-traffic.ts';
export * from './load/soak-run.ts';
