import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// tsx reads tsconfig.json from the working folder (the repository root has none); the bench's
// gives the stand-in home its JSX transform.
const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

export interface RunningBaseline {
  url: string;
  stop(): Promise<void>;
}

/** The message a baseline server sends its parent once it listens. */
const listeningMessage = 'listening';

/** Tells the parent the baseline is ready; a baseline is always started by startBaseline. */
export function announceListening(): void {
  process.send?.(listeningMessage);
}

/** Stops the server cleanly when the parent says so, so a PGlite folder is released. */
export function stopOnSigterm(close: () => Promise<void>): void {
  process.once('SIGTERM', () => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs a baseline server in its own process, as the shop's servers run in theirs, so that
 * autocannon in this process does not share an event loop with the server it measures.
 */
export function startBaseline(
  entry: URL,
  port: number,
  env: Record<string, string>,
): Promise<RunningBaseline> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(entry)], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      // As the web runs; React's development build renders several times slower.
      NODE_ENV: 'production',
      TSX_TSCONFIG_PATH: tsconfig,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${entry.pathname} exited with ${code}`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (message) => {
      if (message !== listeningMessage) return;
      child.off('exit', onExit);
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => stop(child) });
    });
  });
}
