/**
 * One heavy answer per turn of the event loop. Node answers readable sockets in the loop's poll
 * phase in the order they come; when 20 large portfolio answers are waiting, a health check that
 * arrives behind them waits for all of them (~1 ms of main-thread work each: the head's JSON, the
 * gzip of it, the send). `nextTurn()` resolves waiting handlers one per loop iteration (each in
 * its own setImmediate, which runs after the poll phase), so a request that needs no turn — /health,
 * the market answers, refusals — is answered in the next poll phase instead of after the queue.
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function releaseOne(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(releaseOne);
  else scheduled = false;
}

/** Resolves when this caller's turn comes: at most one per event-loop iteration, first come first served. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseOne);
    }
  });
}
