import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL inside one process, without the postmaster that refuses a second server
 * on a data folder: two processes opening one folder both write to it and corrupt it (seen when
 * a restarted shop overlapped the one still stopping: every later start aborted in PGlite). The
 * lock file beside the folder names the process holding it; a lock left by a process that died
 * (a crash, SIGKILL) is taken over. Two processes taking over one stale lock at the same moment
 * could both succeed; a restart after a crash is one process, the supervisor's.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const release = () => {
    heldHere.delete(lockFile);
    rmSync(lockFile, { force: true });
  };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const handle = openSync(lockFile, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      heldHere.add(lockFile);
      return release;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lockFile);
    if (holder !== null && isHeld(holder, lockFile))
      throw new Error(
        `The embedded database ${dataDir} is open in process ${holder}: stop that process first (two processes writing one PGlite folder corrupt it). If no such process runs, remove ${lockFile}.`,
      );
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not lock the embedded database ${dataDir} (${lockFile})`);
}

/**
 * The locks this process holds. A lock naming this process's pid that it does not hold was left
 * by an earlier run that got the same pid (a container restarted after a crash: pid 1 again).
 */
const heldHere = new Set<string>();

function isHeld(holder: number, lockFile: string): boolean {
  return holder === process.pid ? heldHere.has(lockFile) : isRunning(holder);
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** The pid written in the lock, or null when it is gone or unreadable (taken over). */
function lockHolder(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return errorCode(error) === 'EPERM';
  }
}
