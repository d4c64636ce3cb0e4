export type ServerName = 'api' | 'recommender';
export type ServerBundles = Record<ServerName, string>;
export const SERVER_ENTRIES: Record<ServerName, string>;
export const WORKER_ENTRIES: Record<string, string>;
export const BUNDLES_VARIABLE: string;
export function ensureServerBundles(outDir?: string): Promise<ServerBundles | undefined>;
export function serverArguments(name: ServerName, bundles: ServerBundles | undefined): string[];
export function useServerBundles(): Promise<ServerBundles | undefined>;
