/**
 * Nothing in a response is assumed: the answers the client hands on (revision lists, metadata, rollback, cutover
 * and discard answers, a deploy's info line) are brought to the shape of src/protocol/types.ts where that can be
 * done honestly, and a field that is odd (a `rev` as a string, `instances` not an array, an entry that is not an
 * object) is reported once per answer as a warning. Fields the published protocol does not have (`created_at`,
 * `liveAt`, `meta`, `contentHash`: sitepub servers add them) are left out when absent, but `created_at`, which
 * follows from the revision id (epoch ms); their absence is noted at debug level only (a plain surge server).
 * Pure but for the logger.
 */
import type { InfoEvent, Instance, Metadata, RevisionEntry, UrlEntry } from '../protocol/types.ts';
import type { Logger } from './logger.ts';

/** What an answer lacked (debug) or had odd (warning), gathered to be said once. */
export class Notes {
  readonly odd = new Set<string>();
  readonly absent = new Set<string>();

  /** One warning for the odd fields, one debug line for the absent ones. */
  report(logger: Logger, what: string): void {
    if (this.odd.size)
      logger.warning(
        `${what}: the server's answer ${[...this.odd].join('; ')}; read as well as it could be.`,
      );
    if (this.absent.size) logger.debug(`${what}: the answer has no ${[...this.absent].join(', ')}.`);
  }
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);

/** A revision id: a number, or digits in a string (noted). */
function revOf(v: unknown, notes: Notes, where: string): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && /^\d{1,16}$/.test(v.trim())) {
    notes.odd.add(`gives ${where} "rev" as a string`);
    return Number(v.trim());
  }
  notes.odd.add(v === undefined ? `has no ${where} "rev"` : `has an unusable ${where} "rev"`);
  return undefined;
}

function countOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

const stringOr = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function boolOf(v: unknown, notes: Notes, what: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') {
    notes.odd.add(`gives "${what}" as a string`);
    return v === 'true';
  }
  notes.odd.add(v === undefined ? `has no "${what}"` : `has an unusable "${what}"`);
  return false;
}

/** The sitepub-only fields, noted when absent. */
function extensions(e: Loose, notes: Notes): Partial<RevisionEntry> {
  const out: Partial<RevisionEntry> = {};
  if (typeof e.liveAt === 'string' || e.liveAt === null) out.liveAt = e.liveAt;
  else notes.absent.add('liveAt');
  if (typeof e.contentHash === 'string') out.contentHash = e.contentHash;
  if (isObject(e.meta)) {
    const meta: Record<string, string> = {};
    for (const [k, v] of Object.entries(e.meta)) if (typeof v === 'string') meta[k] = v;
    out.meta = meta;
  } else if (e.meta !== undefined) notes.odd.add('has a "meta" that is not an object');
  return out;
}

/** One revision entry, or undefined when it has no usable rev (noted). */
export function revisionEntry(
  v: unknown,
  domain: string,
  notes: Notes,
  where = 'a revision',
): RevisionEntry | undefined {
  if (!isObject(v)) {
    notes.odd.add(`has ${where} that is not an object`);
    return undefined;
  }
  // No rev but a preview host `<rev>-<domain>`: the rev it names.
  const fromPreview =
    v.rev === undefined && typeof v.preview === 'string' ? /^(\d{1,16})-/.exec(v.preview)?.[1] : undefined;
  if (fromPreview !== undefined) notes.odd.add('has a revision without "rev" (read from its preview)');
  const rev =
    fromPreview !== undefined
      ? Number(fromPreview)
      : revOf(v.rev, notes, where === 'a revision' ? "a revision's" : `the ${where}'s`);
  if (rev === undefined) return undefined;
  const message = stringOrNull(v.message) ?? stringOrNull(v.msg);
  const msg = stringOrNull(v.msg) ?? message;
  let created = v.created_at;
  if (typeof created !== 'string') {
    notes.absent.add('created_at (taken from the revision id, the deploy time)');
    created = new Date(rev).toISOString();
  }
  const entry = {
    ...(v as Partial<RevisionEntry>),
    rev,
    preview: stringOr(v.preview, `${rev}-${domain}`),
    current: typeof v.current === 'boolean' ? v.current : boolOf(v.current, notes, 'current'),
    email: stringOr(v.email, ''),
    message,
    msg,
    friendlySize: stringOr(v.friendlySize, ''),
    timeAgoInWords: stringOr(v.timeAgoInWords, ''),
    publicFileCount: countOf(v.publicFileCount) ?? (v.publicFileCount as number),
    publicTotalSize: countOf(v.publicTotalSize) ?? (v.publicTotalSize as number),
    created_at: created as string,
    ...extensions(v, notes),
  } as Omit<RevisionEntry, 'meta'> & { meta?: unknown };
  if (!isObject(entry.meta)) delete entry.meta;
  return entry as RevisionEntry;
}

/** `GET /:domain/list`: the entries that have a usable rev, newest first as the server sent them. */
export function revisionList(v: unknown, domain: string, logger: Logger): RevisionEntry[] {
  const notes = new Notes();
  let out: RevisionEntry[] = [];
  if (!Array.isArray(v)) notes.odd.add('is not a list');
  else out = v.map((e) => revisionEntry(e, domain, notes)).filter((e): e is RevisionEntry => e !== undefined);
  notes.report(logger, `The revision list of ${domain}`);
  return out;
}

/** `info.instances` and the like: an array, else none (noted when present but not an array). */
export function instancesOf(v: unknown, notes: Notes): Instance[] {
  if (Array.isArray(v)) return v.filter(isObject) as unknown as Instance[];
  if (v !== undefined) notes.odd.add('has an "instances" that is not a list');
  return [];
}

function urlsOf(v: unknown, notes: Notes): UrlEntry[] {
  if (Array.isArray(v)) return v.filter((u): u is UrlEntry => isObject(u) && typeof u.url === 'string');
  if (v === undefined) notes.absent.add('urls');
  else notes.odd.add('has a "urls" that is not a list');
  return [];
}

/** `GET /:domain[/:rev]/metadata.json`. */
export function metadataOf(v: unknown, domain: string, logger: Logger): Metadata {
  const notes = new Notes();
  if (!isObject(v)) {
    notes.odd.add('is not an object');
    notes.report(logger, `The metadata of ${domain}`);
    return v as Metadata;
  }
  const rev = revOf(v.rev, notes, 'its');
  const message = stringOrNull(v.message) ?? stringOrNull(v.msg);
  notes.report(logger, `The metadata of ${domain}`);
  return {
    ...(v as Partial<Metadata>),
    ...(rev === undefined ? {} : { rev, preview: stringOr(v.preview, `${rev}-${domain}`) }),
    message,
    msg: stringOrNull(v.msg) ?? message,
  } as Metadata;
}

/** Rollback, rollfore, cutover and discard answers: `revision` (and `former`) as entries, `instances` a list. */
export function revisionAnswer<T>(v: unknown, domain: string, logger: Logger, what: string): T {
  const notes = new Notes();
  if (!isObject(v)) {
    notes.odd.add('is not an object');
    notes.report(logger, what);
    return v as T;
  }
  const out: Loose = { ...v, instances: instancesOf(v.instances, notes) };
  if (v.revision !== undefined)
    out.revision = revisionEntry(v.revision, domain, notes, 'revision') ?? v.revision;
  else notes.odd.add('has no "revision"');
  if (v.former !== undefined && v.former !== null)
    out.former = revisionEntry(v.former, domain, notes, 'former revision') ?? v.former;
  notes.report(logger, what);
  return out as T;
}

/** A deploy's info line: `metadata.rev` a number, `instances` and `urls` lists. Notes what was odd. */
export function infoOf(info: InfoEvent, domain: string, notes: Notes): InfoEvent {
  const i = info as unknown as Loose;
  const md = isObject(i.metadata) ? i.metadata : {};
  if (!isObject(i.metadata)) notes.odd.add('has no "metadata"');
  const rev = revOf(md.rev, notes, "the info line's");
  return {
    ...info,
    instances: instancesOf(i.instances, notes),
    urls: urlsOf(i.urls, notes),
    metadata: {
      ...(md as Partial<Metadata>),
      ...(rev === undefined ? {} : { rev }),
    } as Metadata,
  };
}
