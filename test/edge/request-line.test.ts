/**
 * The request log's line is built field by field (src/edge/serve/record.ts), not by JSON.stringify of a record,
 * and its pieces are encoded one by one into the log's buffer (request-log.ts `writeParts`): what reaches the file
 * must be exactly the text JSON.stringify made of the EdgeRequestRecord, escapes and field order included, so
 * every reader of the logs (the origin's analytics, `read`) sees what it always saw.
 */
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EdgeProject, EdgeRevision } from '../../src/edge/projects.ts';
import { RequestLog } from '../../src/edge/request-log.ts';
import { createRecorder, type RecordRequest } from '../../src/edge/serve/record.ts';
import type { EdgeRequestRecord } from '../../src/protocol/edge.ts';

const dir = mkdtempSync(join(tmpdir(), 'sitepub-request-line-'));
const log = new RequestLog(dir);
const record: RecordRequest = createRecorder(log, () => false, 'secret');
const project = { domain: 'site.test' } as EdgeProject;
let revision = { rev: 7 } as EdgeRevision;

/** Every line the log has written so far, its files in order. */
async function written(): Promise<string[]> {
  await log.flush();
  return readdirSync(dir)
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean));
}

/** What the recorder wrote, as the record JSON.stringify would have written for the same request. */
type Call = (
  req: IncomingMessage,
) => Omit<EdgeRequestRecord, 't' | 'vid' | 'method' | 'proto' | 'ua' | 'ref' | 'tls'>;

let url = '';
let call: Call = () => {
  throw new Error('no call set');
};
const server = createServer((req, res) => {
  const r = call(req);
  record(
    req,
    r.host,
    r.domain === null ? undefined : project,
    r.rev === null ? undefined : revision,
    r.preview,
    r.path,
    r.status,
    r.bytes,
    r.enc,
    r.hit,
    r.forced,
  );
  res.end();
});

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await log.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(headers: Record<string, string>, method = 'GET'): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

async function expectSameLine(
  headers: Record<string, string>,
  fields: ReturnType<Call>,
  method = 'GET',
): Promise<void> {
  call = () => fields;
  const before = (await written()).length;
  await get(headers, method);
  const lines = (await written()).slice(before);
  expect(lines).toHaveLength(1);
  const json = lines[0]!;
  const parsed = JSON.parse(json) as EdgeRequestRecord;
  const t = parsed.t;
  expect(Math.abs(Date.now() - t)).toBeLessThan(60_000);
  const ref = headers.referer;
  const ua = headers['user-agent'] ?? '';
  // the record the edge used to stringify, in its field order
  const expected: EdgeRequestRecord = {
    t,
    host: fields.host,
    domain: fields.domain,
    rev: fields.rev,
    preview: fields.preview,
    method,
    path: fields.path.length > 512 ? fields.path.slice(0, 512) : fields.path,
    status: fields.status,
    bytes: fields.bytes,
    ref: ref === undefined ? null : ref.slice(0, 512),
    proto: 'HTTP/1.1',
    tls: false,
    enc: fields.enc,
    hit: fields.hit,
    vid: parsed.vid,
    ua: ua.slice(0, 256),
    ...(fields.forced ? { forced: true } : {}),
  };
  expect(json).toBe(JSON.stringify(expected));
  expect(parsed.vid).toMatch(/^[0-9a-f]{8}$/);
}

describe('request log line', () => {
  it('is what JSON.stringify made of the record, for plain values', async () => {
    await expectSameLine(
      { host: 'site.test', 'user-agent': 'wrk' },
      {
        host: 'site.test',
        domain: 'site.test',
        rev: 7,
        preview: false,
        path: '/small.html',
        status: 200,
        bytes: 1253,
        enc: null,
        hit: true,
      },
    );
  });

  it('escapes quotes, backslashes, control characters and lone surrogates as JSON.stringify does', async () => {
    await expectSameLine(
      {
        host: 'site.test',
        'user-agent': `Mozilla "5.0" \\ ${'é'.repeat(300)}`,
        referer: `https://example.org/${'x'.repeat(600)}`,
      },
      {
        host: 'site.test',
        domain: 'site.test',
        rev: 7,
        preview: true,
        path: `/caf\u00e9/"q"\\/\u0001\u2028/\ud83d\ude00/\ud800/${'p'.repeat(600)}`,
        status: 404,
        bytes: 0,
        enc: 'br',
        hit: false,
      },
      'HEAD',
    );
  });

  it('names the revision the host serves now, after a new one went live', async () => {
    const plain = {
      host: 'site.test',
      domain: 'site.test',
      rev: 7,
      preview: false,
      path: '/',
      status: 200,
      bytes: 5,
      enc: 'gzip',
      hit: true,
    };
    await expectSameLine({ host: 'site.test' }, plain);
    revision = { rev: 8 } as EdgeRevision;
    try {
      await expectSameLine({ host: 'site.test' }, { ...plain, rev: 8 });
      await expectSameLine({ host: 'site.test' }, { ...plain, rev: 8, preview: true });
    } finally {
      revision = { rev: 7 } as EdgeRevision;
    }
  });

  it('writes null for an unknown host and adds forced only to forced redirects', async () => {
    await expectSameLine(
      {},
      {
        host: '',
        domain: null,
        rev: null,
        preview: false,
        path: '/',
        status: 301,
        bytes: 0,
        enc: null,
        hit: false,
        forced: true,
      },
      'DELETE',
    );
  });
});
