// Keeps one child process of the shop running: a crash is followed by a restart after a short
// backoff, so one bad request that kills the api does not take the whole shop down. A process
// that keeps crashing is given up on, since restarting it forever would only hide the fault.

/** Waits before the n-th restart in a row; the last one repeats. */
const defaultBackoffMs = [500, 1_000, 2_000, 4_000];
/** This many crashes within `crashWindowMs` and the process is given up on. */
const defaultMaxCrashes = 5;
const defaultCrashWindowMs = 60_000;
/** A child that ignores SIGTERM this long is killed. */
const stopTimeoutMs = 10_000;

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * @param {{
 *   name: string,
 *   spawnChild: () => import('node:child_process').ChildProcess,
 *   onGiveUp?: (message: string) => void,
 *   log?: (line: string) => void,
 *   backoffMs?: number[],
 *   maxCrashes?: number,
 *   crashWindowMs?: number,
 * }} options
 */
export function superviseChild({
  name,
  spawnChild,
  onGiveUp = () => {},
  log = (line) => console.error(line),
  backoffMs = defaultBackoffMs,
  maxCrashes = defaultMaxCrashes,
  crashWindowMs = defaultCrashWindowMs,
}) {
  /** @type {{ code: number | null, signal: string | null, at: number }[]} */
  const crashes = [];
  let child = spawnChild();
  let stopping = false;
  /** @type {string | null} */
  let gaveUp = null;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  /** @type {Promise<void> | undefined} */
  let stopped;

  function watch(started) {
    started.once('exit', (code, signal) => {
      if (stopping) return;
      const at = Date.now();
      crashes.push({ code, signal, at });
      const recent = crashes.filter((crash) => at - crash.at < crashWindowMs).length;
      const how = signal ?? `exit ${code}`;
      if (recent >= maxCrashes) {
        gaveUp = `The ${name} crashed ${recent} times within ${crashWindowMs / 1000} s (last: ${how}); giving up.`;
        log(gaveUp);
        onGiveUp(gaveUp);
        return;
      }
      const delay = backoffMs[Math.min(recent, backoffMs.length) - 1] ?? 0;
      log(`The ${name} stopped (${how}); restarting it in ${delay / 1000} s.`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        child = spawnChild();
        watch(child);
      }, delay);
    });
  }
  watch(child);

  return {
    /** The running (or last) process. */
    get child() {
      return child;
    },
    /** Every unexpected exit so far, oldest first. */
    crashes,
    /** Why the process was given up on, or null while it is kept running. */
    get gaveUp() {
      return gaveUp;
    },
    /**
     * Ends the process for good (SIGTERM, then SIGKILL): no restart follows. A second call (a
     * second Ctrl-C) waits for the same end: the child gets one SIGTERM and its time to finish.
     */
    stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const ending = child;
      stopped ??= exited(ending)
        ? Promise.resolve()
        : new Promise((resolve) => {
            const force = setTimeout(() => ending.kill('SIGKILL'), stopTimeoutMs);
            ending.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            ending.kill('SIGTERM');
          });
      return stopped;
    },
  };
}
