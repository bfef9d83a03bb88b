import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../src/cli/print-schema.ts';

/** DESIGN section 1: schema/schema.graphql is the printed SDL of the live Pothos schema. */
describe('schema/schema.graphql', () => {
  it('equals the schema the server runs', () => {
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    const live = printedSchema();
    expect(live).toMatch(/^type Query \{$/m);
    // The diff shows what changed; the message says how to fix it.
    expect(committed, 'schema/schema.graphql is out of date with the Pothos schema: run `npm run schema:print` and commit the result').toBe(live);
  });
});
