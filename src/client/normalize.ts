/**
 * Nothing in a response is assumed: the answers the client hands on (revision lists, metadata, rollback, cutover
 * and discard answers, a deploy's info line) are read through their wire schemas (src/protocol/types.ts) by one
 * lenient reader. It keeps each field it knows when the value has the schema's type, converts what can honestly
 * be converted (digits in a string for a number, "true"/"false" for a boolean: noted), drops a value of another
 * type (noted), fills a missing list with none, and hands on fields it does not know as they are (noted at
 * debug level, as are missing fields: a plain surge server has none of sitepub's `created_at`, `liveAt`, `meta`,
 * `contentHash`). What is odd is said once per answer, as a warning. A revision entry also gets what follows from
 * its id when missing (`rev` from its preview, the preview, `created_at`) and `message`/`msg` from each other.
 * Pure but for the logger.
 */
import type { Static, TSchema } from 'typebox';
import {
  InfoEvent,
  Metadata,
  RevisionEntry,
  type CutoverResult,
  type DiscardResult,
  type RollbackResult,
} from '../protocol/types.ts';
import type { Logger } from './logger.ts';

/** What an answer lacked or had that the reader does not know (debug), or had odd (warning), said once. */
export class Notes {
  readonly odd = new Set<string>();
  readonly absent = new Set<string>();
  readonly unknown = new Set<string>();

  /** One warning for the odd fields, one debug line for the absent and the unknown ones. */
  report(logger: Logger, what: string): void {
    if (this.odd.size)
      logger.warning(
        `${what}: the server's answer ${[...this.odd].join('; ')}; read as well as it could be.`,
      );
    if (this.absent.size) logger.debug(`${what}: the answer has no ${[...this.absent].join(', ')}.`);
    if (this.unknown.size)
      logger.debug(
        `${what}: the answer has fields this client does not know: ${[...this.unknown].join(', ')}.`,
      );
  }
}

/** The JSON Schema keywords TypeBox emits for the wire shapes, as the reader walks them. */
interface Schema {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);
/** A value read, or none when it had no usable form. */
type Read = { value: unknown } | undefined;

/** Notes something odd about a field: `text` names it quoted, then where it is when nested (`[]`: a list item). */
function odd(notes: Notes, path: string, text: (name: string) => string): void {
  const key = /(?:^|\.)([^.]+)$/.exec(path)?.[1] ?? path;
  notes.odd.add(text(`"${key}"`) + (key === path ? '' : ` (at ${path})`));
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A string for a number or boolean schema, converted when it says exactly that value. */
function fromString(s: Schema, v: string): Read {
  const t = v.trim();
  if (s.type === 'integer' && /^-?\d{1,16}$/.test(t)) return { value: Number(t) };
  if (s.type === 'number' && t !== '' && Number.isFinite(Number(t))) return { value: Number(t) };
  if (s.type === 'boolean' && (t === 'true' || t === 'false')) return { value: t === 'true' };
  return undefined;
}

/** Whether `v` is of the schema's own type (a scalar schema; objects and lists are read by their walkers). */
function fits(s: Schema, v: unknown): boolean {
  if (s.const !== undefined) return v === s.const;
  switch (s.type) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    default:
      return true; // `{}`: anything
  }
}

/** Reads `v` as the schema says; notes what was odd under `path`. */
function read(s: Schema, v: unknown, notes: Notes, path: string): Read {
  if (s.anyOf) {
    const member = s.anyOf.find((m) => fits(m, v));
    if (member) return read(member, v, notes, path);
    if (typeof v === 'string')
      for (const m of s.anyOf) {
        const converted = fromString(m, v);
        if (converted) return (odd(notes, path, (f) => `gives ${f} as a string`), converted);
      }
    return (odd(notes, path, (f) => `has an unusable ${f}`), undefined);
  }
  if (s.type === 'object')
    return isObject(v) ? { value: readObject(s, v, notes, path) } : notObject(notes, path);
  if (s.type === 'array') {
    if (!Array.isArray(v)) return (odd(notes, path, (f) => `has ${f} that is not a list`), undefined);
    const item = s.items ?? {};
    const out = v.flatMap((e: unknown) => {
      const r = read(item, e, notes, `${path}[]`);
      return r ? [r.value] : [];
    });
    return { value: out };
  }
  if (fits(s, v)) return { value: v };
  const converted = typeof v === 'string' ? fromString(s, v) : undefined;
  odd(notes, path, (f) => (converted ? `gives ${f} as a string` : `has an unusable ${f}`));
  return converted;
}

function notObject(notes: Notes, path: string): undefined {
  if (!path) notes.odd.add('is not an object');
  else if (path.endsWith('[]')) notes.odd.add(`has an item that is not an object (at ${path})`);
  else odd(notes, path, (f) => `has ${f} that is not an object`);
  return undefined;
}

/**
 * An object: its known fields read in the schema's order (so the notes are), kept in the answer's order, unknown
 * fields handed on as they are; a missing list is none.
 */
function readObject(s: Schema, v: Loose, notes: Notes, path: string): Loose {
  const known = new Map<string, unknown>();
  const required = new Set(s.required);
  for (const [key, sub] of Object.entries(s.properties ?? {})) {
    const at = join(path, key);
    if (v[key] === undefined) {
      if (!required.has(key)) continue;
      notes.absent.add(at);
      if (sub.type === 'array') known.set(key, []);
      continue;
    }
    const r = read(sub, v[key], notes, at);
    if (r) known.set(key, r.value);
    else if (sub.type === 'array') known.set(key, []);
  }
  const values = s.patternProperties ? Object.values(s.patternProperties)[0] : undefined;
  const out: Loose = {};
  for (const [key, value] of Object.entries(v)) {
    if (s.properties && key in s.properties) {
      if (known.has(key)) out[key] = known.get(key);
    } else if (values) {
      const r = read(values, value, notes, join(path, key));
      if (r) out[key] = r.value;
    } else {
      if (s.additionalProperties === false) notes.unknown.add(join(path, key));
      out[key] = value;
    }
  }
  for (const [key, value] of known) if (!(key in out)) out[key] = value;
  return out;
}

/** Reads an answer as the wire schema says: what fits, with no promise that a required field is there. */
export function readAs<T extends TSchema>(
  schema: T,
  v: unknown,
  notes: Notes,
  path = '',
): Partial<Static<T>> | undefined {
  return read(schema as Schema, v, notes, path)?.value as Partial<Static<T>> | undefined;
}

const revFromPreview = (preview: unknown) =>
  typeof preview === 'string' ? /^(\d{1,16})-/.exec(preview)?.[1] : undefined;

/** One revision entry, or undefined when it has no usable rev (noted). */
export function revisionEntry(
  v: unknown,
  domain: string,
  notes: Notes,
  path = '',
): RevisionEntry | undefined {
  const e = readAs(RevisionEntry, v, notes, path);
  if (!e) return undefined;
  let rev = e.rev;
  if (rev === undefined) {
    // No rev but a preview host `<rev>-<domain>`: the rev it names.
    const named = revFromPreview(e.preview);
    if (named === undefined) {
      if (isObject(v) && v.rev === undefined)
        odd(notes, join(path, 'rev'), (f) => `has a revision without ${f}`);
      return undefined;
    }
    notes.odd.add('has a revision without "rev" (read from its preview)');
    rev = Number(named);
  }
  const message = e.message ?? e.msg ?? null;
  if (e.created_at === undefined)
    notes.absent.add('created_at (taken from the revision id, the deploy time)');
  return {
    ...e,
    rev,
    preview: e.preview ?? `${rev}-${domain}`,
    current: e.current ?? false,
    email: e.email ?? '',
    message,
    msg: e.msg ?? message,
    friendlySize: e.friendlySize ?? '',
    timeAgoInWords: e.timeAgoInWords ?? '',
    created_at: e.created_at ?? new Date(rev).toISOString(),
  } as RevisionEntry;
}

/** `GET /:domain/list`: the entries that have a usable rev, newest first as the server sent them. */
export function revisionList(v: unknown, domain: string, logger: Logger): RevisionEntry[] {
  const notes = new Notes();
  let out: RevisionEntry[] = [];
  if (!Array.isArray(v)) notes.odd.add('is not a list');
  else
    out = v
      .map((e) => revisionEntry(e, domain, notes, '[]'))
      .filter((e): e is RevisionEntry => e !== undefined);
  notes.report(logger, `The revision list of ${domain}`);
  return out;
}

/** `GET /:domain[/:rev]/metadata.json`: `message` from `msg` when only that is sent, the preview from the rev. */
export function metadataOf(v: unknown, domain: string, logger: Logger): Metadata {
  const notes = new Notes();
  const md = readAs(Metadata, v, notes);
  notes.report(logger, `The metadata of ${domain}`);
  if (!md) return v as Metadata;
  const msg = isObject(v) && typeof v.msg === 'string' ? v.msg : null;
  return {
    ...md,
    ...(md.rev === undefined ? {} : { preview: md.preview ?? `${md.rev}-${domain}` }),
    message: md.message ?? msg,
  } as Metadata;
}

/** Rollback, rollfore, cutover and discard answers: `revision` (and `former`) as revision entries. */
export function revisionAnswer<T extends typeof RollbackResult | typeof CutoverResult | typeof DiscardResult>(
  schema: T,
  v: unknown,
  domain: string,
  logger: Logger,
  what: string,
): Static<T> {
  const notes = new Notes();
  const answer = readAs(schema, v, notes) as Loose | undefined;
  for (const key of ['revision', 'former'])
    if (isObject(answer?.[key])) answer[key] = revisionEntry(answer[key], domain, notes, key) ?? answer[key];
  notes.report(logger, what);
  return (answer ?? v) as Static<T>;
}

/** A deploy's info line: `metadata.rev` a number, `instances` and `urls` lists. Notes what was odd. */
export function infoOf(info: InfoEvent, _domain: string, notes: Notes): InfoEvent {
  const read = readAs(InfoEvent, info, notes) ?? {};
  return { ...read, metadata: read.metadata ?? {} } as InfoEvent;
}
