/** The reader thread (see reader-thread.ts): reads one document and posts back its pages or why it could not. */
import { parentPort, workerData } from 'node:worker_threads';
import { toAppError } from '../errors.ts';
import { readHere } from './read-document.ts';
import type { ReaderReply } from './reader-thread.ts';

const { path, fileName, limits } = workerData as { path: string; fileName: string; limits: Parameters<typeof readHere>[2] };
let reply: ReaderReply;
try {
  reply = { result: await readHere(path, fileName, limits) };
} catch (error) {
  const failure = toAppError(error);
  reply = { error: { code: failure.code, message: failure.message } };
}
parentPort!.postMessage(reply);
