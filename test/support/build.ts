import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global setup: builds dist/ once, so the servers the tests start run the same
 * compiled JavaScript that `npm start` runs.
 */
export default function build(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], { stdio: 'inherit' });
}
