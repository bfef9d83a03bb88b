/**
 * At most `limit` holders at once; the others wait their turn in order, and a
 * waiter whose signal aborts leaves the line with the signal's reason. Used by the
 * extraction threads and by the model calls, each with its own limit.
 */
export function createTurns(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function take(signal: AbortSignal): Promise<void> {
    if (running < limit) {
      running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', leave);
        running++;
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      waiting.push(go);
      signal.addEventListener('abort', leave, { once: true });
    });
  }

  function release(): void {
    running--;
    waiting.shift()?.();
  }

  return { take, release };
}
