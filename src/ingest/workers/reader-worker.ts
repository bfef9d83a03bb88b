/** The reader thread (see reader-thread.ts): reads one document and posts back its pages or why it could not. */
import { parentPort, workerData } from 'node:worker_threads';
import { readHere } from '../read-document.ts';
import type { ReaderReply } from './reader-thread.ts';
import { toThreadError } from './threads.ts';

const { path, fileName, limits } = workerData as { path: string; fileName: string; limits: Parameters<typeof readHere>[2] };
let reply: ReaderReply;
try {
  reply = { result: await readHere(path, fileName, limits) };
} catch (error) {
  reply = { error: toThreadError(error) };
}
parentPort!.postMessage(reply);
