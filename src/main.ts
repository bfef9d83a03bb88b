import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const server = await startServer(loadConfig());
if (server.firstKey) {
  // Written straight to the terminal, not the log: a key never goes into a log line.
  process.stdout.write(
    `\nNo API key existed, so one was created. It is shown only this once:\n\n  ${server.firstKey}\n\n` +
      `Use it as the Basic user name, e.g. curl -u ${server.firstKey}: ${server.url}/api/v1/knowledge-engines\n\n`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(() => process.exit(0), () => process.exit(1));
  });
}
