import fc from 'fast-check';

/**
 * fast-check arbitraries built from the JSON Schema that fastify-type-provider-zod derives from our zod
 * contracts (the OpenAPI document of the running app). Each value is either shaped like the contract
 * (so requests reach the service layer) or malformed, oversized or of the wrong type.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

const hugeText = (length: number) =>
  fc.constantFrom('a', 'é', '😀', '\u0000', '%', "'").map((unit) => unit.repeat(length));

/** Short strings that have broken parsers, SQL builders and renderers elsewhere. */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '-1',
    '0',
    '1.5',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x1F',
    '99999999999999999999999999',
    '9007199254740993',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '"; DROP TABLE likes; --',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '\uD800',
    '\u202Egnp.exe',
    '１２３',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Hostile strings including oversized ones (for bodies and query strings). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: hostileShortString },
  hugeText(10_000),
  hugeText(100_000),
);

/** Values of the wrong type (or absurd values of the right one), at any depth. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 31,
      2 ** 63,
    ),
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
    fc.constant(Array.from({ length: 5000 }, (_, index) => index)),
  ),
})).value;

function schemaType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A value the contract accepts (best effort: enough to reach past validation most of the time). */
export function conformingValue(schema: JsonSchema, knownIds: readonly number[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => conformingValue(alternative, knownIds)));
  switch (schemaType(schema)) {
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? Math.max(min, 1_000_000);
      const inRange = knownIds.filter((id) => id >= min && id <= max);
      return inRange.length > 0
        ? fc.oneof(fc.constantFrom(...inRange), fc.integer({ min, max }))
        : fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        unit: 'grapheme',
        minLength: Math.max(1, schema.minLength ?? 0),
        maxLength: Math.min(schema.maxLength ?? 60, 60),
      });
    case 'array':
      return fc.array(schema.items ? conformingValue(schema.items, knownIds) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectValue(schema, knownIds, conformingValue);
    default:
      return fc.anything();
  }
}

type ValueFor = (schema: JsonSchema, knownIds: readonly number[]) => fc.Arbitrary<unknown>;

function objectValue(
  schema: JsonSchema,
  knownIds: readonly number[],
  valueFor: ValueFor,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, knownIds)]),
  );
  return fc.record(model, { requiredKeys: schema.required?.filter((name) => name in properties) ?? [] });
}

/** Mostly shaped like the contract, with any field replaced by a hostile value, dropped, or joined by stray keys. */
export function fuzzedValue(schema: JsonSchema, knownIds: readonly number[]): fc.Arbitrary<unknown> {
  if (schemaType(schema) === 'object' && schema.properties) {
    const fields = objectValue(schema, knownIds, (property, ids) =>
      fc.oneof(
        { weight: 3, arbitrary: conformingValue(property, ids) },
        { weight: 2, arbitrary: fuzzedValue(property, ids) },
      ),
    );
    const stray = fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'extra', 'user_id', 'id'),
      hostileValue,
      { maxKeys: 2 },
    );
    return fc.oneof(
      { weight: 6, arbitrary: fc.tuple(fields, stray).map(([value, extra]) => ({ ...extra, ...value })) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  return fc.oneof(
    { weight: 1, arbitrary: conformingValue(schema, knownIds) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * A URL path segment or query value: a plausible id most of the time, anything otherwise. Path segments stay
 * short: an over-long one is refused by the router before any route runs (tested on its own).
 */
export function fuzzedText(
  schema: JsonSchema,
  knownIds: readonly number[],
  kind: 'path' | 'query',
): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: conformingValue(schema, knownIds).map((value) =>
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ),
    },
    { weight: 3, arbitrary: kind === 'path' ? hostileShortString : hostileString },
  );
}

/** Path and query text PostgreSQL refuses where SQLite takes it: a NUL byte, integers past 32 and 64 bits. */
export const postgresRefusedText: fc.Arbitrary<string> = fc.constantFrom(
  'a\u0000b',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
);

/**
 * A value shaped like the contract whose every free string carries a NUL byte and every number lies past
 * PostgreSQL's integer range: what SQLite stores and PostgreSQL refuses, so it must be refused before the SQL.
 */
export function postgresRefusedValue(schema: JsonSchema, knownIds: readonly number[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined || schema.enum) return conformingValue(schema, knownIds);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => postgresRefusedValue(alternative, knownIds)));
  switch (schemaType(schema)) {
    case 'integer':
    case 'number':
      return fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 63, Number.MAX_SAFE_INTEGER + 2);
    case 'string':
      return schema.pattern ? conformingValue(schema, knownIds) : fc.constantFrom('a\u0000b', '\u0000');
    case 'array':
      return fc.array(schema.items ? postgresRefusedValue(schema.items, knownIds) : fc.anything(), {
        minLength: 1,
        maxLength: 2,
      });
    case 'object':
      return objectValue(schema, knownIds, postgresRefusedValue);
    default:
      return conformingValue(schema, knownIds);
  }
}
