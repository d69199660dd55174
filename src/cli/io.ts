/**
 * The process surface the CLI touches, passed in so tests can run `main()` with their own streams and env.
 */
import os from 'node:os';
import path from 'node:path';

export interface OutStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

export interface Io {
  stdout: OutStream;
  stderr: OutStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Home directory for `.netrc`: `$HOME` (like the official CLI), else the OS home. */
  home: string;
}

/** `$HOME/.netrc`, shared with the official `surge` CLI (netrc.ts reads and writes it). */
export function netrcFile(home: string): string {
  return path.join(home, '.netrc');
}

/**
 * A reader that stopped reading (`sitepub files d | head -1`) closes stdout: the next write fails with EPIPE.
 * The CLI then exits at once, quietly, with status 0, as ripgrep and fd do (git and ls die of SIGPIPE, which a
 * shell reports as 141 and `set -o pipefail` as a failure): the output nobody reads is not an error.
 */
function exitQuietlyOnBrokenPipe(stream: NodeJS.WriteStream, exit: (code: number) => void): void {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') exit(0);
    else throw err;
  });
}

export function processIo(): Io {
  exitQuietlyOnBrokenPipe(process.stdout, (code) => process.exit(code));
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    home: process.env.HOME || process.env.USERPROFILE || os.homedir(),
  };
}
