import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql ships CJS (index.js) and ESM (index.mjs) with no "exports" map: Vite would pick the
    // .mjs for our files while Pothos, loaded by Node, gets the CJS one, and the two realms refuse
    // each other's types. Point our imports at the copy Node loads.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'db/**/*.test.ts'],
    globalSetup: ['test/support/build.ts'],
    // Each test file starts its own server process; two cores run two files at a time well.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
