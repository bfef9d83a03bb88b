/**
 * Whether a request's client has left, for a GraphQL operation to stop at its next
 * field. An AbortSignal (with its controller, and the Fetch Request that carries it)
 * measured about a tenth of a small read's CPU to create; this is a flag, and builds the
 * signal only when something asks for one (Yoga's pipeline, a resolver reading
 * `request.signal`), already aborted if the client has left by then.
 */
export class ClientGone {
  aborted = false;
  reason: unknown = undefined;
  #controller: AbortController | undefined;

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.aborted) this.#controller.abort(this.reason);
    }
    return this.#controller.signal;
  }

  /** The client went away before its answer was written. */
  leave(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = new DOMException('This operation was aborted', 'AbortError');
    this.#controller?.abort(this.reason);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }
}
