// main() in-process with memory streams: parsing, exit codes, --json errors, colour and progress rules.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { VERSION } from '../../src/cli/version.ts';
import type { Io, OutStream } from '../../src/cli/io.ts';
import { Output, colorEnabled } from '../../src/cli/output.ts';
import { createProgress } from '../../src/cli/progress.ts';
import { table, formatBytes } from '../../src/cli/format.ts';
import { parseSettings } from '../../src/cli/commands/project.ts';
import { domainFor } from '../../src/cli/commands/deploy.ts';
import { Readable } from 'node:stream';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-main-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function memory(isTTY = false): OutStream & { text: string } {
  return {
    text: '',
    isTTY,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

function io(env: NodeJS.ProcessEnv = {}, tty = false) {
  const stdout = memory(tty);
  const stderr = memory(tty);
  const value: Io = {
    stdout,
    stderr,
    stdin: Readable.from([]) as unknown as Io['stdin'],
    env,
    cwd: tmp,
    home: tmp,
  };
  return { io: value, stdout, stderr };
}

describe('main', () => {
  it('--version and --help exit 0 on stdout', async () => {
    const v = io();
    expect(await main(['--version'], v.io)).toBe(0);
    expect(v.stdout.text.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const h = io();
    expect(await main(['deploy', '--help'], h.io)).toBe(0);
    expect(h.stdout.text).toContain('--stage');
    expect(h.stdout.text).toContain('.surgeignore');
  });

  it('the version matches package.json (it is sent as the `version` deploy header)', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });

  it('no command: help on stderr, exit 2', async () => {
    const r = io();
    expect(await main([], r.io)).toBe(2);
    expect(r.stderr.text).toContain('Usage: sitepub');
  });

  it('usage errors exit 2 with commander’s message', async () => {
    const u = io();
    expect(await main(['deplyo'], u.io)).toBe(2);
    expect(u.stderr.text).toMatch(/unknown command 'deplyo'/);
    expect(u.stderr.text).toMatch(/Did you mean deploy\?/);
    const p = io();
    expect(await main(['serve', '--port', 'abc'], p.io)).toBe(2);
    expect(p.stderr.text).toMatch(/--port.*expected a port number/);
  });

  it('usage errors with --json: also one JSON error line on stdout', async () => {
    for (const argv of [
      ['list', '--json', '--bogus'],
      ['--json', 'cutover'],
      ['deplyo', '--json'],
      ['serve', '--port', 'abc', '--json'],
    ]) {
      const r = io();
      expect(await main(argv, r.io), argv.join(' ')).toBe(2);
      const lines = r.stdout.text.trim().split('\n');
      expect(lines, argv.join(' ')).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toEqual({
        error: { message: expect.not.stringMatching(/^error/), exitCode: 2, code: expect.any(String) },
      });
    }
    const plain = io();
    expect(await main(['list', '--bogus'], plain.io)).toBe(2);
    expect(plain.stdout.text).toBe('');
    const after = io(); // after `--`, --json is an argument, not the flag
    expect(await main(['deplyo', '--', '--json'], after.io)).toBe(2);
    expect(after.stdout.text).toBe('');
  });

  it('a bad domain is a usage error before credentials or network are needed', async () => {
    const r = io();
    expect(await main(['rollback', 'no_dot'], r.io)).toBe(2);
    expect(r.stderr.text).toMatch(/^error invalid domain "no_dot": .*at least one dot/);
  });

  it('no credentials: exit 3; with --json the error is also one JSON line on stdout', async () => {
    const server = http.createServer((_q, res) => res.end('hi'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const r = io({ SURGE_ENDPOINT: `http://127.0.0.1:${port}` });
      expect(await main(['list', '--json'], r.io)).toBe(3);
      expect(JSON.parse(r.stdout.text)).toEqual({
        error: {
          message: expect.stringMatching(new RegExp(`not logged in to 127\\.0\\.0\\.1:${port}`)),
          exitCode: 3,
        },
      });
      expect(r.stderr.text.trim().split('\n')).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('no credentials for an unreachable endpoint: says it cannot be reached, exit 1', async () => {
    const r = io({ SURGE_ENDPOINT: 'http://127.0.0.1:9' });
    expect(await main(['list'], r.io)).toBe(1);
    expect(r.stderr.text).toMatch(
      /^error cannot reach http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\): check --endpoint \/ SURGE_ENDPOINT and your network/,
    );
    expect(r.stderr.text).toMatch(/no saved login for 127\.0\.0\.1:9 either/);
  });

  it('an invalid endpoint names the variable it came from', async () => {
    const r = io({ SURGE_ENDPOINT: 'ftp://example.com', SURGE_TOKEN: 'tok-12345' });
    expect(await main(['list'], r.io)).toBe(2);
    expect(r.stderr.text).toMatch(/SURGE_ENDPOINT "ftp:\/\/example.com" must use http/);
  });
});

describe('output rules', () => {
  it('colour: TTY only, NO_COLOR and --no-color win, FORCE_COLOR forces', () => {
    expect(colorEnabled(memory(true), {}, undefined)).toBe(true);
    expect(colorEnabled(memory(false), {}, undefined)).toBe(false);
    expect(colorEnabled(memory(true), { NO_COLOR: '1' }, undefined)).toBe(false);
    expect(colorEnabled(memory(true), {}, false)).toBe(false);
    expect(colorEnabled(memory(false), { FORCE_COLOR: '1' }, undefined)).toBe(true);
    expect(colorEnabled(memory(true), { FORCE_COLOR: '0' }, undefined)).toBe(false);
    expect(colorEnabled(memory(true), { TERM: 'dumb' }, undefined)).toBe(false);
  });

  it('non-TTY progress: one line when a phase starts and one when it ends', () => {
    const { io: i, stderr } = io();
    const p = createProgress(new Output(i));
    for (let w = 0; w <= 1000; w += 100) p.update({ id: 'upload', written: w, total: 1000 });
    p.update({ id: 'cdn', written: 0, total: 2 });
    p.update({ id: 'cdn', written: 2, total: 2, end: true });
    p.stop();
    expect(stderr.text.trim().split('\n')).toEqual([
      'upload: started (1.0 kB)',
      'upload: done (1.0 kB/1.0 kB)',
      'edges: started (2 total)',
      'edges: done (2/2)',
    ]);
  });

  it('--json: progress is silent and status lines are not printed', () => {
    const { io: i, stderr, stdout } = io();
    const out = new Output(i, { json: true });
    createProgress(out).update({ id: 'upload', written: 1, total: 1 });
    out.status('hello');
    out.result({ a: 1 }, 'human');
    expect(stderr.text).toBe('');
    expect(stdout.text).toBe('{"a":1}\n');
  });

  it('tables align on visible width (colour codes ignored)', () => {
    const t = table(
      ['A', 'B'],
      [
        ['\u001b[32mxx\u001b[39m', '1'],
        ['yyyy', '2'],
      ],
    );
    expect(t.replaceAll('\u001b[32m', '').replaceAll('\u001b[39m', '').split('\n')).toEqual([
      'A     B',
      'xx    1',
      'yyyy  2',
    ]);
    expect(formatBytes(12_467_151)).toBe('12.5 MB');
  });

  it('settings pairs are typed', () => {
    expect(parseSettings(['spa=true', 'cors=*', 'cleanUrls=false', 'cors2=null', 'n=3'])).toEqual({
      spa: true,
      cors: '*',
      cleanUrls: false,
      cors2: null,
      n: 3,
    });
    expect(() => parseSettings(['spa'])).toThrow(/key=value/);
  });

  it('deploy without a domain reads <path>/CNAME, like the official CLI', () => {
    const site = path.join(tmp, 'with-cname');
    fs.mkdirSync(site);
    expect(() => domainFor(site, undefined)).toThrow(/CNAME does not exist: pass the domain/);
    fs.writeFileSync(path.join(site, 'CNAME'), 'My-Site.Example.com\n');
    expect(domainFor(site, undefined)).toBe('my-site.example.com');
    expect(domainFor(site, 'other.example.com')).toBe('other.example.com');
    fs.writeFileSync(path.join(site, 'CNAME'), 'not a domain\n');
    expect(() => domainFor(site, undefined)).toThrow(
      /CNAME holds "not a domain", which is not a domain: .*write the domain alone on its first line/,
    );
  });

  it('deploy with the domain and the folder swapped says so', () => {
    const site = path.join(tmp, 'swapped');
    fs.mkdirSync(site);
    const asTyped = path.join(tmp, 'my-site.example.com'); // the folder argument, resolved: no such folder
    expect(() => domainFor(asTyped, site)).toThrow(
      `the arguments are the other way round: the folder comes first, then the domain: sitepub deploy ${site} my-site.example.com`,
    );
    // a folder named like a domain that exists is a folder: the usual invalid-domain error for the second argument
    fs.mkdirSync(asTyped);
    expect(() => domainFor(asTyped, site)).toThrow(/invalid domain/);
  });
});
