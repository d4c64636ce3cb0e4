import crypto from 'node:crypto';
import { SelectQueryNode, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { directReadsOf } from './direct-reads.ts';

/**
 * A query that Kysely builds and compiles once and then runs with new values: for the small indexed reads made
 * on every request, building and compiling (and the garbage they leave) cost more than the SQL itself.
 * `build` receives one stand-in per value and must use each as a plain value (`where('user_id', '=', userId)`);
 * the stand-ins are found among the compiled parameters and replaced by the values at each run.
 *
 * On SQLite a read runs on the database at once, unless a transaction is open on the connection (then it waits
 * its turn through Kysely): Kysely's executor, its connection lock and their promises cost more than the read.
 */
export function preparedQuery<DB, Row, Values extends unknown[]>(
  db: Kysely<DB>,
  arity: Values['length'],
  build: (...values: Values) => Compilable<Row>,
): (...values: Values) => Promise<Row[]> {
  const nonce = crypto.randomUUID();
  const standIns = Array.from({ length: arity }, (_, index) => `prepared-value-${index}-${nonce}`);
  const compiled: CompiledQuery<Row> = build(...(standIns as Values)).compile();
  const positions = compiled.parameters.map((parameter) => standIns.indexOf(parameter as string));
  if (new Set(positions.filter((position) => position >= 0)).size !== arity)
    throw new Error(`preparedQuery: every value must appear in the query (${compiled.sql})`);
  const direct = SelectQueryNode.is(compiled.query) ? directReadsOf(db) : undefined;
  return (...values) => {
    const parameters = compiled.parameters.map((parameter, index) =>
      positions[index]! >= 0 ? values[positions[index]!] : parameter,
    );
    if (direct && !direct.inTransaction()) {
      try {
        return Promise.resolve(direct.all(compiled.sql, parameters) as Row[]);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return db.executeQuery<Row>({ ...compiled, parameters }).then((result) => result.rows);
  };
}
