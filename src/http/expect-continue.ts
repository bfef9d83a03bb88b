import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * `Expect: 100-continue`: the client waits for "100 Continue" before sending its
 * body. Node sends it at once by default, so a 50 MB upload with a wrong key was
 * invited in before the 401. Here it is sent only for a key that authenticates;
 * otherwise the request goes straight to the listener, which answers (401, or
 * whatever the path answers without credentials) before any body is asked for.
 */
export function continueOnlyWithValidKey(
  server: Server,
  verifyKey: (authorization: string | undefined) => Promise<unknown>,
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): void {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    verifyKey(req.headers.authorization).then(
      () => {
        res.writeContinue();
        listener(req, res);
      },
      () => listener(req, res),
    );
  });
}
