export interface Setting {
  group: string;
  name: string;
  example: string;
  about: string;
}
export const ENV_EXAMPLE: string;
export const SELF_HOSTING_DOC: string;
export function settingsOf(envExample: string): Setting[];
export function settingsTable(envExample: string): string;
export function withCurrentTable(doc: string, envExample: string): string;
