import { parseArgs } from 'node:util';

/** `--name value` options of a bench script, numbers parsed, with defaults. */
export function numberOptions<T extends Record<string, number>>(
  defaults: T,
  argv = process.argv.slice(2),
): T & { engine: string[] } {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' as const }])),
      engine: { type: 'string' as const, multiple: true },
    },
    strict: true,
  });
  const parsed = { ...defaults } as Record<string, number>;
  for (const name of Object.keys(defaults)) {
    const raw = (values as Record<string, unknown>)[name];
    if (typeof raw === 'string') {
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0)
        throw new Error(`--${name} must be a non-negative number, got "${raw}"`);
      parsed[name] = value;
    }
  }
  const engines =
    (values.engine as string[] | undefined) ??
    (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);
  for (const engine of engines)
    if (engine !== 'sqlite' && engine !== 'postgres')
      throw new Error(`--engine must be sqlite or postgres, got "${engine}"`);
  return { ...(parsed as T), engine: engines };
}
