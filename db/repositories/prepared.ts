import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/**
 * A query Kysely builds and compiles once: each call runs the same SQL with the caller's
 * values. Building a query through Kysely costs more than SQLite takes to answer a small
 * one, so the reads every request makes are prepared. `build` gets one placeholder per
 * argument and must use each as a plain value, once.
 */
export function prepared<Row, Args extends unknown[]>(build: (db: Kysely<Database>, ...placeholders: string[]) => Compilable<Row>, arity: Args['length']) {
  const marks = Array.from({ length: arity }, (_, i) => `\u0000argument ${i}\u0000`);
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; from: number[] }>();
  return async (db: Kysely<Database>, ...args: Args): Promise<Row[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, ...marks).compile();
      const from = query.parameters.map((p) => marks.indexOf(p as string));
      if (marks.some((_, i) => !from.includes(i))) throw new Error('a prepared query must use every placeholder as a value');
      compiled.set(db, (entry = { query, from }));
    }
    const { query, from } = entry;
    const parameters = query.parameters.map((p, i) => (from[i] >= 0 ? args[from[i]] : p));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
