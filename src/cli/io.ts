/**
 * The process surface the CLI touches, passed in so tests can run `main()` with their own streams and env.
 */
import os from 'node:os';

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

export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    home: process.env.HOME || process.env.USERPROFILE || os.homedir(),
  };
}
