/**
 * Everything the CLI prints goes through Output:
 * - results on stdout: human text, or with `--json` exactly one JSON document per command;
 * - status, warnings, progress and the error line on stderr (so `sitepub ... > file` captures only results);
 * - colour only when the stream is a TTY and neither NO_COLOR (https://no-color.org) nor --no-color is set;
 *   FORCE_COLOR=1 forces it on, FORCE_COLOR=0 off;
 * - every line through the Redactor, so a secret never reaches the terminal, even with --debug;
 * - every suggested `sitepub …` command with `--endpoint <url>` when the endpoint is not the default (hints.ts).
 */
import pc from 'picocolors';
import type { Colors } from 'picocolors/types.js';
import type { Io, OutStream } from './io.ts';
import { Redactor } from './redact.ts';
import { withEndpoint } from './hints.ts';

export interface OutputOptions {
  json?: boolean;
  debug?: boolean;
  /** false when --no-color was given. */
  color?: boolean;
  redactor?: Redactor;
  /** The endpoint suggested commands must name (null or absent: the default endpoint, nothing added). */
  hintEndpoint?: string | null;
}

export function colorEnabled(stream: OutStream, env: NodeJS.ProcessEnv, flag: boolean | undefined): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export class Output {
  readonly json: boolean;
  readonly debugEnabled: boolean;
  readonly redactor: Redactor;
  /** Colours for stdout text. */
  readonly c: Colors;
  /** Colours for stderr text. */
  readonly ce: Colors;
  readonly io: Io;
  readonly hintEndpoint: string | null;

  constructor(io: Io, options: OutputOptions = {}) {
    this.io = io;
    this.json = options.json === true;
    this.debugEnabled = options.debug === true;
    this.redactor = options.redactor ?? new Redactor();
    this.hintEndpoint = options.hintEndpoint ?? null;
    this.c = pc.createColors(!this.json && colorEnabled(io.stdout, io.env, options.color));
    this.ce = pc.createColors(colorEnabled(io.stderr, io.env, options.color));
  }

  /** True when stderr is an interactive terminal and progress bars may be drawn. */
  get interactive(): boolean {
    return this.io.stderr.isTTY === true && !this.json && this.io.env.CI !== 'true';
  }

  #write(stream: OutStream, text: string): void {
    stream.write(this.redactor.redact(text.endsWith('\n') ? text : `${text}\n`));
  }

  /** Text for people: its suggested commands carry the endpoint in use. */
  #hint(text: string): string {
    return withEndpoint(text, this.hintEndpoint);
  }

  /** The command's result: `value` as one JSON line with --json, otherwise the human rendering. */
  result(value: unknown, human: string | (() => string)): void {
    if (this.json) this.#write(this.io.stdout, JSON.stringify(value));
    else {
      const text = typeof human === 'function' ? human() : human;
      if (text !== '') this.#write(this.io.stdout, this.#hint(text));
    }
  }

  /** A status line for humans (stderr); silent with --json. */
  status(text: string): void {
    if (!this.json) this.#write(this.io.stderr, this.#hint(text));
  }

  /** A diagnostic line on stderr, also with --json (long-running commands: serve, edge). */
  log(text: string): void {
    this.#write(this.io.stderr, text);
  }

  warn(text: string): void {
    this.#write(this.io.stderr, `${this.ce.yellow('warning')} ${this.#hint(text)}`);
  }

  debug(text: string): void {
    if (this.debugEnabled) this.#write(this.io.stderr, this.ce.dim(`debug ${text}`));
  }

  /** The one error line of a failed command (stderr); with --json also `{"error":{...}}` on stdout. */
  error(text: string, detail: { status?: number; code?: string; exitCode: number }): void {
    const message = this.#hint(text);
    this.#write(this.io.stderr, `${this.ce.red('error')} ${message.replace(/\s*\n\s*/g, ' ')}`);
    if (this.json) this.#write(this.io.stdout, JSON.stringify({ error: { message, ...detail } }));
  }

  /** Raw write to stderr for progress rendering (already redaction-free numbers and labels). */
  get progressStream(): OutStream {
    return this.io.stderr;
  }
}
