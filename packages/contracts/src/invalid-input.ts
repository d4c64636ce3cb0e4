/** One failed check of a request, as Fastify reports a schema failure (fastify-type-provider-zod fills it from a zod issue). */
export interface InputIssue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The message of the 400 answer to input that failed its schema, worded alike by the API and the recommender:
 * the first failing field and what is wrong with it, e.g. `Invalid querystring field 'top_n': must be a number`.
 */
export function invalidInputMessage(where: string | undefined, issues: readonly InputIssue[]): string {
  const first = issues[0];
  const missing = first?.params?.missingProperty;
  const field =
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    (typeof missing === 'string' ? missing : undefined);
  const detail = first?.message ?? 'is invalid';
  return field
    ? `Invalid ${where ?? 'request'} field '${field}': ${detail}`
    : `Invalid ${where ?? 'request'}: ${detail}`;
}
