import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests of code that touches no store and no event bus (extraction, reading files, pure
// domain rules, the fitting scripts), and server tests of what is the same on either store
// (a model API's wire format, the browser pages, page images and PDF layout, the published
// schema, the extraction figures): the PostgreSQL and Redis pass would only repeat them.
const STORE_FREE = [
  'src/extraction/**', 'src/ingest/**', 'src/domain/**', 'src/config.test.ts',
  'test/calibrate.test.ts', 'test/fit-trees.test.ts', 'test/model-confidence.test.ts', 'test/schema.test.ts',
  'test/model-backends.test.ts', 'test/model-long-documents.test.ts', 'test/model-streaming.test.ts', 'test/gemini-backend.test.ts', 'test/abuse-model-server.test.ts',
  'test/graphiql.test.ts', 'test/graphiql-page.test.ts', 'test/openapi.test.ts',
  'test/evidence-boxes.test.ts', 'test/page-images.test.ts', 'test/pdf-tables.test.ts', 'test/pdf-columns.test.ts', 'test/extraction-eval.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql ships CJS (index.js) and ESM (index.mjs) with no "exports" map: Vite would pick the
    // .mjs for our files while Pothos, loaded by Node, gets the CJS one, and the two realms refuse
    // each other's types. Point our imports at the copy Node loads.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'db/**/*.test.ts'],
    exclude: process.env.TEST_STORE === 'postgres' ? [...configDefaults.exclude, ...STORE_FREE] : configDefaults.exclude,
    globalSetup: ['test/support/build.ts'],
    // Each test file starts its own server process; two cores run two files at a time well.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
