export * from './envelope.ts';
export * from './genres.ts';
export * from './catalog.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './library.ts';
export * from './recommendations.ts';
export * from './chat.ts';
