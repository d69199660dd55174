/**
 * Pure: a sitepub server's answers reshaped as surge.sh sends them (docs/surge-protocol.md §3-§6), for
 * the `surge` profile. Every function takes what a route answered and keeps only the fields the published
 * protocol and the official clients' records name; nothing here adds information the answer did not have.
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function pick(o: Obj, keys: readonly string[]): Obj {
  const out: Obj = {};
  for (const k of keys) if (k in o) out[k] = o[k];
  return out;
}

/** Where a surge-profile server says its projects are served (the info table's NS / CNAME header rows). */
export interface SurgeFleet {
  nameservers: readonly string[];
  /** What a custom subdomain CNAMEs to, e.g. `edge.localhost`. */
  cname: string;
}

/** A revision as surge's `GET /:domain/list` item and rollback/cutover/discard `revision` (§4, §6.5). */
const REVISION_FIELDS = [
  'rev',
  'current',
  'preview',
  'email',
  'friendlySize',
  'timeAgoInWords',
  'publicFileCount',
  'publicTotalSize',
] as const;

/**
 * What the real service adds to list items and metadata (issue #32, from surge-sdk's tests against it): the
 * client's `cmd`, `cliVersion`, the private files, the upload timings, and `output`, `config`, `message`,
 * `buildTime`. Kept by this profile too, so the older official clients find what they read.
 */
const RECORD_FIELDS = [
  'cmd',
  'platform',
  'cliVersion',
  'privateFileCount',
  'privateTotalSize',
  'privateFileList',
  'uploadStartTime',
  'uploadEndTime',
  'uploadDuration',
  'output',
  'config',
  'message',
  'buildTime',
] as const;

/** List item or revision object: §4's fields and the real service's record fields, plus `msg` when there is one. */
export function surgeRevision(r: unknown): unknown {
  if (!isObj(r)) return r;
  const out = pick(r, [...REVISION_FIELDS, ...RECORD_FIELDS]);
  const msg = r.msg ?? r.message;
  if (typeof msg === 'string' && msg !== '') out.msg = msg;
  return out;
}

/** `metadata.json` and the info line's `metadata` (§5 `metadata`; `preview` as §3 requires; `msg`). */
const METADATA_FIELDS = [
  'rev',
  'preview',
  'email',
  'cmd',
  'platform',
  'cliVersion',
  'publicFileCount',
  'publicTotalSize',
  'privateFileCount',
  'privateTotalSize',
  'uploadStartTime',
  'uploadEndTime',
  'uploadDuration',
] as const;

export function surgeMetadata(m: unknown): unknown {
  if (!isObj(m)) return m;
  const out = pick(m, [...METADATA_FIELDS, ...RECORD_FIELDS]);
  const msg = m.msg ?? m.message;
  if (typeof msg === 'string' && msg !== '') out.msg = msg;
  return out;
}

/**
 * `instances` as surge sends them: the name servers (`NS` rows) and the CNAME target (`CNAME` row) that the
 * official CLI turns into the table's header, then one `CDN` row per node in surge's words (`confirmed` /
 * `unconfirmed`, no sitepub `serving` / `info` vocabulary).
 */
export function surgeInstances(instances: unknown, fleet: SurgeFleet): unknown[] {
  const nodes = Array.isArray(instances) ? instances.filter(isObj) : [];
  return [
    ...fleet.nameservers.map((domain) => ({ type: 'NS', domain })),
    { type: 'CNAME', domain: fleet.cname },
    ...nodes.map((n) => ({
      type: 'CDN',
      domain: n.domain,
      location: n.location,
      ip: n.ip,
      provider: n.provider,
      status: n.status === 'serving' ? 'confirmed' : 'unconfirmed',
      confirmation: n.status === 'serving' ? '✔' : '✘',
    })),
  ];
}

/** Rollback/rollfore (§4: `{revision, former, instances}`; `urls` as in the info line, see surgeUrl). */
export function surgeStep(body: Obj, fleet: SurgeFleet): Obj {
  return {
    revision: surgeRevision(body.revision),
    former: surgeRevision(body.former),
    instances: surgeInstances(body.instances, fleet),
    ...siteUrls(body),
  };
}

/** Cutover (§4: `{status, revision, instances, domain}`; `urls` as in the info line, see surgeUrl). */
export function surgeCutover(body: Obj, fleet: SurgeFleet): Obj {
  return {
    status: body.status,
    revision: surgeRevision(body.revision),
    instances: surgeInstances(body.instances, fleet),
    domain: body.domain,
    ...siteUrls(body),
  };
}

/** `{urls}` when the answer has them: where production answers, the profile's one addition (surgeUrl). */
function siteUrls(body: Obj): Obj {
  return Array.isArray(body.urls) ? { urls: body.urls.map(surgeUrl) } : {};
}

/** Discard (§4: `{revision, uncached:{change}, instances, domain}`). */
export function surgeDiscard(body: Obj, fleet: SurgeFleet): Obj {
  return {
    revision: surgeRevision(body.revision),
    uncached: body.uncached,
    instances: surgeInstances(body.instances, fleet),
    domain: body.domain,
  };
}

/** `GET /list` item (spec part 2 and §4: `domain, rev, timeAgoInWords, planName`, and what the CLI reads). */
export function surgeProject(p: unknown): unknown {
  if (!isObj(p)) return p;
  return pick(p, [
    'domain',
    'rev',
    'timeAgoInWords',
    'planName',
    'preview',
    'email',
    'publicFileCount',
    'publicTotalSize',
    'cmd',
    'platform',
    'cliVersion',
  ]);
}

/** Token (`POST /token`, `GET /tokens` items, §5): no sitepub `expires_at`. */
export function surgeToken(t: unknown): unknown {
  if (!isObj(t)) return t;
  return pick(t, ['email', 'token', 'id', 'msg', 'scope', 'uses', 'created_at', 'last_used_at']);
}

/** `GET /stats` (§5: `{projects, deployemnts, bytes, files}`, the misspelling included). */
export function surgeStats(s: Obj): Obj {
  return pick(s, ['projects', 'deployemnts', 'bytes', 'files']);
}

/** `GET /:domain/status` (§5: `{status, action, https, reason?, records?}`). */
export function surgeStatus(s: Obj): Obj {
  return pick(s, ['status', 'action', 'https', 'reason', 'records']);
}

/** Teardown (§4: `{msg, instances}`). */
export function surgeTeardown(body: Obj, fleet: SurgeFleet): Obj {
  return { msg: body.msg, instances: surgeInstances(body.instances, fleet) };
}

/** Cache purge (spec `{confirmed, unconfirmed}`, and the `status`/`instances` the CLI reads). */
export function surgePurge(body: Obj, fleet: SurgeFleet): Obj {
  return {
    ...pick(body, ['status', 'confirmed', 'unconfirmed']),
    instances: surgeInstances(body.instances, fleet),
  };
}

/**
 * One NDJSON line of a deploy or `PUT /:domain/encrypt` (§3): `info` gets surge's `metadata` and `instances`
 * (its `urls`, `config`, `certs` and `msgs*` are surge's own fields) and loses sitepub's `ruleProblems`; `collect`
 * loses sitepub's `reason`.
 * Other lines pass unchanged.
 */
export function surgeLine(line: unknown, fleet: SurgeFleet): unknown {
  if (!isObj(line)) return line;
  if (line.type === 'info') {
    // `ruleProblems` and `overtaken` are sitepub extensions (overtaken's words stay in msgsBot, which surge's
    // CLI prints).
    const { ruleProblems: _sitepubProblems, overtaken: _sitepubOvertaken, ...rest } = line;
    const out: Obj = { ...rest };
    if ('metadata' in line) out.metadata = surgeMetadata(line.metadata);
    if ('instances' in line) out.instances = surgeInstances(line.instances, fleet);
    if (Array.isArray(line.urls)) out.urls = line.urls.map(surgeUrl);
    return out;
  }
  if (line.type === 'collect') {
    const { reason: _sitepubReason, ...rest } = line;
    return rest;
  }
  return line;
}

/**
 * An `info.urls` entry: surge's `{name, domain}`, plus `url` where the site answers; rollback, rollfore and
 * cutover keep their `urls` too. That is the profile's one addition: on surge.sh a site is at
 * `https://<domain>`, on a test machine at an edge's port, and no client could reach a test site without it.
 */
function surgeUrl(u: unknown): unknown {
  return isObj(u) ? pick(u, ['name', 'domain', 'url']) : u;
}
