// The assistant's evaluation cases and the app they run against, shared by `npm run chat:eval` and the chat benchmark.
export { EVAL_CASES, type EvalCase } from './eval-cases.ts';
export { hasSharedData, sharedData, startEvalApp, type EvalApp } from './eval-app.ts';
