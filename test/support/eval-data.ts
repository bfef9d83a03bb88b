import fs from 'node:fs';
import path from 'node:path';
import { EVAL_DIR } from '../../scripts/eval/data.ts';

/** CI services (and .ci/run) set CI: there, missing evaluation data is a failure, not a skip. Read as the GraphiQL test reads it. */
export const inCI = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI ?? '');

/**
 * The evaluation data (../shared/eval, or EVAL_DATA_DIR) that some tests read in place.
 * A clone outside the workspace has none: those tests are skipped there, saying why;
 * in CI they run, and `require()` fails them with the same message.
 */
export function evalData(...needed: string[]) {
  const missing = needed.map((p) => path.join(EVAL_DIR, p)).filter((p) => !fs.existsSync(p));
  const present = missing.length === 0;
  const message = `the evaluation data is missing (${missing.join(', ')}); it lives in ../shared/eval beside the checkout, or where EVAL_DATA_DIR points`;
  if (!present && !inCI) console.warn(`skipping tests that read ${needed.join(', ')}: ${message}`);
  return {
    dir: EVAL_DIR,
    present,
    /** Skip only outside CI. */
    skip: !present && !inCI,
    /** Appended to a test's name when it is skipped, so the run's report says why. */
    note: present || inCI ? '' : ' [skipped: no evaluation data in ../shared/eval]',
    require(): void {
      if (!present) throw new Error(`${message} (CI=true: these tests must run)`);
    },
  };
}
