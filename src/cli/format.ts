/** Pure formatting helpers: sizes, tables, key/value blocks. No I/O. */
import type { Colors } from 'picocolors/types.js';

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = -1;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i++;
  }
  return `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}

// eslint-disable-next-line no-control-regex -- ANSI escape sequences are what we measure around
const ANSI = /\x1b\[[0-9;]*m/g;
const visibleLength = (s: string): number => s.replace(ANSI, '').length;

/** A plain, aligned table: header row + rows, two spaces between columns, no borders (easy to grep). */
export function table(
  header: string[],
  rows: string[][],
  c?: Colors,
  /** Per column: 'right' for numbers (default 'left'). */
  align: ReadonlyArray<'left' | 'right'> = [],
): string {
  const widths = header.map((h, i) =>
    Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i]! - visibleLength(cell));
        if (align[i] === 'right') return pad + cell;
        return i === cells.length - 1 ? cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const head = line(header);
  return [c ? c.dim(head) : head, ...rows.map(line)].join('\n');
}

/** A whole number with thousands separators (1,234,567), locale-independent. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '-';
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `key  value` lines with aligned values; nested objects are printed as JSON. */
export function keyValues(obj: Record<string, unknown>, c?: Colors): string {
  const keys = Object.keys(obj);
  if (keys.length === 0) return '(empty)';
  const width = Math.max(...keys.map((k) => k.length));
  return keys
    .map((k) => {
      const v = obj[k];
      const text =
        v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);
      const key = k.padEnd(width);
      return `${c ? c.dim(key) : key}  ${text}`;
    })
    .join('\n');
}

/** Keys whose numbers are byte counts (`publicTotalSize`, `size`, `bytes`): shown as sizes for people. */
const BYTE_KEY = /(size|bytes)$/i;

/**
 * An answer for people as `key  value` lines: nested objects become dotted keys (`config.spa`,
 * `headers.X-Frame-Options`), lists of plain values are joined, byte counts are sizes (12.5 MB). Pure.
 */
export function flatKeyValues(obj: Record<string, unknown>, c?: Colors): string {
  const flat: Record<string, unknown> = {};
  const walk = (prefix: string, value: unknown): void => {
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
      return;
    }
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
      flat[prefix] = value.length ? value.join(', ') : '-';
    else if (typeof value === 'number' && BYTE_KEY.test(prefix)) flat[prefix] = formatBytes(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) flat[prefix] = '-';
    else flat[prefix] = value;
  };
  walk('', obj);
  return keyValues(flat, c);
}

/** `rev` (epoch ms) as a readable UTC time. */
export function formatRev(rev: number): string {
  const d = new Date(rev);
  return Number.isNaN(d.getTime())
    ? String(rev)
    : d
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z');
}
