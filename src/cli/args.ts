/** Argument parsers for commander options: each throws commander's InvalidArgumentError with the expected form. */
import { InvalidArgumentError } from 'commander';

export function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError('expected a port number 0-65535.');
  return n;
}

export function parseCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 64) throw new InvalidArgumentError('expected a whole number 0-64.');
  return n;
}

/** Repeatable `--meta key=value`: collects into an object. */
export function collectPair(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new InvalidArgumentError(`expected key=value, got "${value}".`);
  return { ...previous, [value.slice(0, eq).trim()]: value.slice(eq + 1) };
}

/** Repeatable string option. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Comma- or space-separated list. */
export function parseList(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
