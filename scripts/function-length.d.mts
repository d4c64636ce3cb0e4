export interface MeasuredFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}
export const MAX_FUNCTION_LINES: number;
export const MEASURED_DIRS: string[];
export const NOT_YET_SPLIT: { prefix: string; by: string }[];
export function measureFunctions(text: string, file?: string): MeasuredFunction[];
export function isNotYetSplit(fn: MeasuredFunction): boolean;
export function longestFunctions(dirs?: string[]): MeasuredFunction[];
