/**
 * The deploy record: what sitepub must find again about a revision (its deploy id, whether it was a preview or a
 * production deploy, for which PR and commit, the build's manifest hash), written at the end of the deploy
 * `message`. A plain surge server keeps the message and returns it as `msg` in `GET /:domain/list` and in
 * `metadata.json`, and echoes nothing else a client sends, so the message is the one place that survives on
 * every server (docs/surge-sh.md). Pure: no I/O.
 *
 * Form: `<text> [sitepub k=v k=v ...]`, keys and values in printable ASCII without spaces or brackets, so the
 * record survives a server or client that strips non-ASCII characters from messages. Example:
 *   `Preview of PR #12 (abc1234) [sitepub id=k3j4h5g6m2 kind=preview pr=12 sha=abc1234... mh=0123456789abcdef]`
 * Unknown keys are kept when parsed, so a newer writer never breaks an older reader.
 */

export type DeployKind = 'preview' | 'production';

export interface DeployRecord {
  /** Per-deploy id (random, 10 base-36 characters): a retried deploy finds whether its first try published. */
  id?: string | undefined;
  kind?: DeployKind | undefined;
  /** Pull request number. */
  pr?: number | undefined;
  /** Commit SHA the build was made from (full 40 hex, or as given). */
  sha?: string | undefined;
  /** First 16 hex characters of the build's manifest hash (src/action/revisions.ts manifestHash). */
  mh?: string | undefined;
  /** Keys this reader does not know, kept as they were. */
  extra?: Record<string, string> | undefined;
}

const MARK = 'sitepub';
/** `[sitepub k=v ...]` at the very end of the message (trailing spaces allowed). */
const RECORD_RE = /\s*\[sitepub((?: [a-z][a-z0-9]*=[^\s\]]+)*)\]\s*$/;
const VALUE_RE = /^[\x21-\x5a\x5e-\x7e]+$/; // printable ASCII without space, '[' (0x5b), '\' (0x5c), ']' (0x5d)
export const MANIFEST_HASH_CHARS = 16;

/** A fresh deploy id: 10 characters of [0-9a-z]. */
export function newDeployId(random: (n: number) => Uint8Array = defaultRandom): string {
  const bytes = random(10);
  let id = '';
  for (const b of bytes) id += (b % 36).toString(36);
  return id;
}

function defaultRandom(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/** The message with the record appended (any record already at its end is replaced). */
export function withRecord(message: string | null | undefined, record: DeployRecord): string {
  const text = oneLine(parseRecord(message).text);
  const fields: string[] = [];
  const put = (k: string, v: string | number | undefined): void => {
    if (v === undefined || v === '') return;
    const s = String(v);
    if (!VALUE_RE.test(s))
      throw new TypeError(`deploy record ${k}=${JSON.stringify(s)} is not a plain token`);
    fields.push(`${k}=${s}`);
  };
  put('id', record.id);
  put('kind', record.kind);
  put('pr', record.pr);
  put('sha', record.sha);
  put('mh', record.mh?.slice(0, MANIFEST_HASH_CHARS));
  for (const [k, v] of Object.entries(record.extra ?? {})) if (!KNOWN.has(k)) put(k, v);
  if (fields.length === 0) return text;
  const tail = `[${MARK} ${fields.join(' ')}]`;
  return text ? `${text} ${tail}` : tail;
}

const KNOWN = new Set(['id', 'kind', 'pr', 'sha', 'mh']);

/** Splits a message into its human text and its record (an empty record when it has none). Never throws. */
export function parseRecord(message: string | null | undefined): { text: string; record: DeployRecord } {
  if (typeof message !== 'string') return { text: '', record: {} };
  const m = RECORD_RE.exec(message);
  if (!m) return { text: message, record: {} };
  const record: DeployRecord = {};
  const extra: Record<string, string> = {};
  for (const pair of m[1]!.trim().split(' ').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const k = pair.slice(0, eq);
    const v = pair.slice(eq + 1);
    if (k === 'id') record.id = v;
    else if (k === 'kind') {
      if (v === 'preview' || v === 'production') record.kind = v;
    } else if (k === 'pr') {
      if (/^\d{1,9}$/.test(v)) record.pr = Number(v);
    } else if (k === 'sha') record.sha = v;
    else if (k === 'mh') record.mh = v;
    else extra[k] = v;
  }
  if (Object.keys(extra).length) record.extra = extra;
  return { text: message.slice(0, m.index), record };
}

/** True when a manifest hash (full or shortened) matches a record's `mh`. */
export function sameManifestHash(recorded: string | undefined, full: string | null | undefined): boolean {
  if (!recorded || !full || recorded.length < 8) return false;
  return full.toLowerCase().startsWith(recorded.toLowerCase());
}

/** One line (a header value), trimmed; other characters are the transport's business (headerSafe). */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}
