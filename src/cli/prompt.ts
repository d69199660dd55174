/**
 * Interactive questions on the terminal (email, hidden password) and reading a secret from piped stdin.
 * Never used when stdin is not a TTY: commands then say which flag to pass instead.
 */
import readline from 'node:readline';
import type { Io } from './io.ts';
import { InterruptedError } from './errors.ts';

export function canPrompt(io: Io): boolean {
  return io.stdin.isTTY === true && io.stderr.isTTY === true;
}

/** Asks on stderr; with `hidden`, typed characters are not echoed. */
export function ask(io: Io, question: string, hidden = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const output = io.stderr as unknown as NodeJS.WritableStream;
    const rl = readline.createInterface({ input: io.stdin, output, terminal: true });
    if (hidden) {
      // Echo nothing but the prompt itself.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.includes(question)) output.write(question);
        else if (s === '\r\n' || s === '\n') output.write('\n');
      };
    }
    rl.on('SIGINT', () => {
      rl.close();
      reject(new InterruptedError('cancelled at the prompt (Ctrl-C): nothing was changed'));
    });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });
}

/** Reads all of stdin (for --password-stdin), without the trailing newline. */
export async function readStdin(io: Io): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
