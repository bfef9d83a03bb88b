// Compiles src/ and db/ to dist/ and copies the files the code reads next to itself
// (the extraction model, worker scripts). `npm start` runs this first: the server runs
// as plain JavaScript because a TypeScript loader in the process (tsx runs its hooks
// in a thread of their own) costs over 100 MiB more memory once pdf.js is loaded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
// Built beside dist/ and swapped in at the end, so a server already running from dist/
// (a test run, `npm start`) never finds its files half written or gone.
const next = path.join(root, `.dist-${process.pid}`);
fs.rmSync(next, { recursive: true, force: true });
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', next], { cwd: root, stdio: 'inherit' });
} catch {
  fs.rmSync(next, { recursive: true, force: true });
  process.exit(1);
}
for (const top of ['src', 'db']) {
  for (const file of fs.readdirSync(path.join(root, top), { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || file.name.endsWith('.ts')) continue;
    const from = path.join(file.parentPath, file.name);
    const to = path.join(next, path.relative(root, from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}
const old = path.join(root, `.dist-old-${process.pid}`);
if (fs.existsSync(dist)) fs.renameSync(dist, old);
fs.renameSync(next, dist);
fs.rmSync(old, { recursive: true, force: true });
