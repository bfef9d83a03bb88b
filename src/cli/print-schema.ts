import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { schema } from '../graphql/schema/index.ts';

/** The committed SDL; a test compares it with the live schema. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema/schema.graphql', import.meta.url));

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  fs.writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
