// The API as a library, for tools that run it in-process (benchmarks): build the app from a config.
export { buildApp, type BuiltApp, type BuildOptions } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config/env.ts';
