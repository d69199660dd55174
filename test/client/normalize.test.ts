/**
 * The client's lenient reader (src/client/normalize.ts), driven by the wire schemas of src/protocol/types.ts: a
 * full answer of the reference server passes unchanged and silent; a field of the wrong type is converted when
 * that is honest (digits, "true") or dropped, and said once as a warning; a field the schema does not know is
 * handed on and noted at debug level; a missing list is none.
 */
import { describe, expect, it } from 'vitest';
import { metadataOf, Notes, revisionAnswer, revisionList } from '../../src/client/normalize.ts';
import { checkDelta, sizeAnswer } from '../../src/client/upload-delta.ts';
import { RollbackResult, type Metadata, type RevisionEntry } from '../../src/protocol/types.ts';

const DOMAIN = 'reader.example.com';
const REV = 1700000000000;

function recorder() {
  const warnings: string[] = [];
  const debugs: string[] = [];
  return {
    warnings,
    debugs,
    logger: {
      debug: (m: string) => debugs.push(m),
      info: () => {},
      warning: (m: string) => warnings.push(m),
    },
  };
}

const config = { forceHttps: false, cleanUrls: false, spa: false, cors: null, headers: {} };
const entry: RevisionEntry = {
  rev: REV,
  preview: `${REV}-${DOMAIN}`,
  current: true,
  email: 'a@example.com',
  message: 'hello',
  msg: 'hello',
  friendlySize: '1 kB',
  timeAgoInWords: 'now',
  cmd: 'sitepub',
  platform: 'linux',
  cliVersion: '1.0.0',
  output: null,
  buildTime: null,
  config,
  publicFileCount: 1,
  publicTotalSize: 10,
  privateFileCount: 0,
  privateTotalSize: 0,
  privateFileList: [],
  uploadStartTime: REV,
  uploadEndTime: REV + 5,
  uploadDuration: 5,
  created_at: new Date(REV).toISOString(),
  liveAt: null,
  contentHash: 'ab'.repeat(32),
  meta: { pr: '7' },
  previewUrl: `http://${REV}-${DOMAIN}:8080/`,
  rolledBack: false,
};

describe('the lenient reader', () => {
  it('passes a full answer of the reference server unchanged, in its key order, with no note at all', () => {
    const r = recorder();
    const list = revisionList([entry, { ...entry, rev: REV - 1, current: false }], DOMAIN, r.logger);
    expect(list[0]).toStrictEqual(entry);
    expect(Object.keys(list[0]!)).toEqual(Object.keys(entry));
    expect(r.warnings).toEqual([]);
    expect(r.debugs).toEqual([]);
  });

  it('converts what is honest, drops what is not, hands on what it does not know: one warning, one debug line', () => {
    const r = recorder();
    const [read] = revisionList(
      [
        {
          ...entry,
          current: 'false',
          publicFileCount: '12',
          cmd: 5,
          meta: { pr: '7', n: 1 },
          shiny: { x: 1 },
        },
      ],
      DOMAIN,
      r.logger,
    );
    expect(read).toMatchObject({ current: false, publicFileCount: 12, meta: { pr: '7' }, shiny: { x: 1 } });
    expect(read).not.toHaveProperty('cmd');
    expect(read!.meta).toEqual({ pr: '7' });
    expect(r.warnings).toEqual([
      `The revision list of ${DOMAIN}: the server's answer gives "current" as a string (at [].current); ` +
        'has an unusable "cmd" (at [].cmd); gives "publicFileCount" as a string (at [].publicFileCount); ' +
        'has an unusable "n" (at [].meta.n); read as well as it could be.',
    ]);
    expect(r.debugs).toEqual([
      `The revision list of ${DOMAIN}: the answer has fields this client does not know: [].shiny.`,
    ]);
  });

  it('says what is missing at debug level only, and fills a missing list with none', () => {
    const r = recorder();
    const md: Metadata = metadataOf({ rev: REV, email: 'a@example.com' }, DOMAIN, r.logger);
    expect(md).toMatchObject({ rev: REV, preview: `${REV}-${DOMAIN}`, privateFileList: [], message: null });
    expect(r.warnings).toEqual([]);
    expect(r.debugs).toHaveLength(1);
    expect(r.debugs[0]).toMatch(/has no domain, preview, message, cmd, .*contentHash, meta\.$/);
  });

  it('reads nested answers through the same schemas: the revision of a rollback', () => {
    const r = recorder();
    const rolled = revisionAnswer(
      RollbackResult,
      { revision: { ...entry, rev: String(REV) }, former: entry, instances: [], domain: DOMAIN },
      DOMAIN,
      r.logger,
      'The rollback',
    );
    expect(rolled.revision).toStrictEqual(entry);
    expect(r.warnings).toEqual([
      `The rollback: the server's answer gives "rev" as a string (at revision.rev); read as well as it could be.`,
    ]);
  });
});

describe('upload-delta answers, read through UploadDelta and UploadSizeAnswer', () => {
  const hashes = {
    '/a.html': { sha256: 'a'.repeat(64), size: 1 },
    '/b.css': { sha256: 'b'.repeat(64), size: 2 },
  };

  it('takes a whole delta; one without an expiry lasts', () => {
    const answer = { id: 'p-1', missing: ['/b.css'], expiresAt: 5, reusedFiles: 1, encodings: ['zstd'] };
    expect(checkDelta(answer, hashes)).toEqual(answer);
    expect(checkDelta({ id: 'p-2', missing: [] }, hashes)).toEqual({
      id: 'p-2',
      missing: [],
      expiresAt: Number.POSITIVE_INFINITY,
    });
  });

  it('says why a delta cannot be used: no object, a field missing or of another type, a path not listed or twice', () => {
    expect(checkDelta([1], hashes)).toBe('the answer is not an object');
    expect(checkDelta({ missing: [] }, hashes)).toBe('the answer has no "id"');
    expect(checkDelta({ id: 'p', missing: ['/a.html', 3] }, hashes)).toBe(
      'the answer has an unusable "missing[]"',
    );
    expect(checkDelta({ id: 'p', missing: [], expiresAt: 'soon' }, hashes)).toBe(
      'the answer has an unusable "expiresAt"',
    );
    expect(checkDelta({ id: 'two words', missing: [] }, hashes)).toBe('the answer has no usable "id"');
    expect(checkDelta({ id: 'p', missing: ['/c.js'] }, hashes)).toMatch(/asks for "\/c\.js", which was not/);
    expect(checkDelta({ id: 'p', missing: ['/a.html', '/a.html'] }, hashes)).toBe(
      'the answer lists a path twice',
    );
  });

  it('uses a delta whose extras are odd or unknown: an extra of another type is left out (a list: none), an unknown field not passed on, both noted', () => {
    const notes = new Notes();
    const answer = {
      id: 'p-3',
      missing: ['/a.html'],
      expiresAt: 5,
      reusedFiles: 'one',
      encodings: 'zstd',
      later: 1,
    };
    expect(checkDelta(answer, hashes, notes)).toStrictEqual({
      id: 'p-3',
      missing: ['/a.html'],
      expiresAt: 5,
      encodings: [], // a list of another type reads as none
    });
    expect([...notes.odd]).toEqual(['has an unusable "reusedFiles"', 'has "encodings" that is not a list']);
    expect([...notes.unknown]).toEqual(['later']);
    const lasting = new Notes();
    expect(checkDelta({ id: 'p-4', missing: [], reusedBytes: 7 }, hashes, lasting)).toStrictEqual({
      id: 'p-4',
      missing: [],
      expiresAt: Number.POSITIVE_INFINITY,
      reusedBytes: 7,
    });
    expect([lasting.odd.size, lasting.absent.size, lasting.unknown.size]).toEqual([0, 0, 0]);
  });

  it('tells a size answer from a delta', () => {
    expect(sizeAnswer({ worthHashing: ['/a.html', 2] })).toEqual({
      worthHashing: ['/a.html'],
      encodings: [],
    });
    expect(sizeAnswer({ id: 'p', missing: [] })).toBeUndefined();
    expect(sizeAnswer('no')).toBeUndefined();
  });
});
