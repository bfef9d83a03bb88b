import type { ClientGone } from './client-gone.ts';
import type { Config } from '../config.ts';
import type { Account } from '../domain/types.ts';
import type { Services } from '../services/index.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** Handed to Yoga by the HTTP layer, which has already authenticated the caller. */
export interface ServerContext {
  account: Account;
  requestId: string;
  /** Filled in as the request runs, written to the request's log line. */
  requestLog: { operation?: string };
  /** Set by the JSON fast path: the client's departure, cheaper to check than `request.signal`. */
  clientGone?: ClientGone;
}

export interface GraphQLContext extends ServerContext {
  services: Services;
  blobs: BlobStore;
  config: Config;
}
