/**
 * Deploy request headers (spec part 4, plus what the official CLI sends: `timestamp`, `argv`, always `stage`,
 * and sitepub's `x-sitepub-meta`). Parsing is pure; every problem names the header and the expected form.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { DeployLimits } from './limits.ts';
import { httpError } from '../errors.ts';

export interface DeployHeaders {
  stage: boolean;
  message: string | null;
  fileCount: number | null;
  projectSize: number | null;
  version: string | null;
  /** The `cmd` header (what the client calls itself; surge-sdk callers send one), else null. */
  cmd: string | null;
  meta: Record<string, string>;
  /** `add`, `rem`, `ssl`, `argv`, `timestamp`, `cmd` as sent (bounded), stored with the revision. */
  stored: Record<string, string>;
  userAgent: string;
}

export const MAX_META_BYTES = 4096;
const MAX_MESSAGE = 1000;
const MAX_STORED_HEADER = 4096;

function one(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Header values arrive as Latin-1; a client that sent UTF-8 bytes gets them back as UTF-8. */
export function headerText(raw: string): string {
  if (!/[\x80-\xff]/.test(raw)) return raw;
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? raw : utf8;
}

export function parseStage(value: string | undefined): boolean {
  if (value === undefined) return false;
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no') return false;
  throw httpError(
    'BadRequest',
    `stage header must be "true" or "false", got ${JSON.stringify(value.slice(0, 40))}`,
    {
      details: { stage: 'must be true or false' },
    },
  );
}

function count(headers: IncomingHttpHeaders, name: string): number | null {
  const v = one(headers, name);
  if (v === undefined || v.trim() === '') return null;
  if (!/^\s*\d{1,15}\s*$/.test(v)) {
    throw httpError(
      'BadRequest',
      `${name} header must be a non-negative integer, got ${JSON.stringify(v.slice(0, 40))}`,
      {
        details: { [name]: 'must be a non-negative integer' },
      },
    );
  }
  return Number(v);
}

export function parseMeta(value: string | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  const text = headerText(value);
  const bad = (why: string) =>
    httpError(
      'BadRequest',
      `x-sitepub-meta header ${why}; send a JSON object of string values, at most ${MAX_META_BYTES} bytes`,
      {
        details: { 'x-sitepub-meta': why },
      },
    );
  if (Buffer.byteLength(text, 'utf8') > MAX_META_BYTES) throw bad(`is longer than ${MAX_META_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bad('is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw bad('is not a JSON object');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v !== 'string') throw bad(`has a non-string value for key ${JSON.stringify(k.slice(0, 40))}`);
    out[k] = v;
  }
  return out;
}

export function parseDeployHeaders(headers: IncomingHttpHeaders, limits: DeployLimits): DeployHeaders {
  const fileCount = count(headers, 'file-count');
  const projectSize = count(headers, 'project-size');
  if (fileCount !== null && fileCount > limits.maxFiles) {
    throw httpError(
      'TooManyFiles',
      `project has ${fileCount} files; the limit is ${limits.maxFiles} files per project`,
    );
  }
  if (projectSize !== null && projectSize > limits.maxBytes) {
    throw httpError(
      'TooLarge',
      `project is ${projectSize} bytes; the limit is ${limits.maxBytes} bytes (uncompressed) per project`,
    );
  }
  const message = one(headers, 'message');
  const stored: Record<string, string> = {};
  for (const name of ['add', 'rem', 'ssl', 'argv', 'timestamp', 'cmd']) {
    const v = one(headers, name);
    if (v !== undefined) stored[name] = headerText(v).slice(0, MAX_STORED_HEADER);
  }
  return {
    stage: parseStage(one(headers, 'stage')),
    message: message === undefined || message === '' ? null : headerText(message).slice(0, MAX_MESSAGE),
    fileCount,
    projectSize,
    version: one(headers, 'version')?.slice(0, 100) ?? null,
    cmd:
      headerText(one(headers, 'cmd') ?? '')
        .trim()
        .slice(0, 100) || null,
    meta: parseMeta(one(headers, 'x-sitepub-meta')),
    stored,
    userAgent: one(headers, 'user-agent')?.slice(0, 200) ?? '',
  };
}
