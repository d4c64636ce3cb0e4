// What tools in other workspaces (benchmarks) may use to run the API in-process with signed-in users.
export { createTestApp, type TestApp } from './test-app.ts';
export { signUpVerifiedUser, type NewTestUser, type TestUser } from './test-users.ts';
