// Endpoint, credential and netrc resolution: the order the official CLI uses, on real files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEndpoint, resolveEndpoint } from '../../src/cli/endpoint.ts';
import { resolveCredentials } from '../../src/cli/credentials.ts';
import { netrcFile } from '../../src/cli/io.ts';
import { readNetrcEntry, removeNetrcEntry, writeNetrcEntry } from '../../src/cli/netrc.ts';
import { Redactor, secretsInArgv } from '../../src/cli/redact.ts';
import { UsageError } from '../../src/cli/errors.ts';

describe('endpoint', () => {
  it('prefers --endpoint, then SURGE_ENDPOINT, then the official default', () => {
    expect(resolveEndpoint('http://127.0.0.1:3917/', { SURGE_ENDPOINT: 'http://x:1' })).toEqual({
      url: 'http://127.0.0.1:3917',
      machine: '127.0.0.1:3917',
      source: 'flag',
    });
    expect(resolveEndpoint(undefined, { SURGE_ENDPOINT: 'api.example.com:8080' })).toEqual({
      url: 'http://api.example.com:8080',
      machine: 'api.example.com:8080',
      source: 'env',
    });
    expect(resolveEndpoint(undefined, {})).toEqual({
      url: 'https://surge.surge.sh',
      machine: 'surge.surge.sh',
      source: 'default',
    });
  });

  it('rejects what is not an http(s) URL, naming the input', () => {
    expect(() => parseEndpoint('ftp://x.com')).toThrow(/--endpoint "ftp:\/\/x.com" must use http/);
    expect(() => parseEndpoint('http://user:pw@x.com')).toThrow(UsageError);
    expect(() => resolveEndpoint(undefined, { SURGE_ENDPOINT: 'http://[bad' })).toThrow(/SURGE_ENDPOINT/);
  });

  it('rejects an endpoint with a path: the API is at the origin root', () => {
    expect(() => parseEndpoint('http://127.0.0.1:3000/api')).toThrow(
      /--endpoint "http:\/\/127\.0\.0\.1:3000\/api" must be an origin with no path \(e\.g\. http:\/\/127\.0\.0\.1:3000\)/,
    );
    expect(() => resolveEndpoint(undefined, { SURGE_ENDPOINT: 'x.com/v1/' })).toThrow(
      /SURGE_ENDPOINT .* no path/,
    );
    expect(resolveEndpoint('http://x.com/', {}).url).toBe('http://x.com');
  });
});

describe('credentials', () => {
  const netrc = () => ({ login: 'me@example.com', password: 'netrc-token' });

  it('uses --token, then SURGE_TOKEN, then TRAVIS_SURGE_TOKEN, then netrc', () => {
    expect(resolveCredentials({ flag: 'f', env: { SURGE_TOKEN: 'e' }, netrc })).toMatchObject({
      token: 'f',
      source: 'flag',
    });
    expect(resolveCredentials({ flag: undefined, env: { SURGE_TOKEN: 'e' }, netrc })).toMatchObject({
      token: 'e',
      source: 'env',
    });
    expect(resolveCredentials({ flag: undefined, env: { TRAVIS_SURGE_TOKEN: 't' }, netrc })).toMatchObject({
      token: 't',
      source: 'env',
      origin: 'TRAVIS_SURGE_TOKEN',
    });
    expect(resolveCredentials({ flag: undefined, env: {}, netrc })).toEqual({
      token: 'netrc-token',
      email: 'me@example.com',
      source: 'netrc',
      origin: '~/.netrc',
    });
    expect(resolveCredentials({ flag: undefined, env: {}, netrc: () => null })).toBeNull();
  });

  it('does not read netrc when a token is given', () => {
    let read = false;
    resolveCredentials({ flag: 'f', env: {}, netrc: () => ((read = true), null) });
    expect(read).toBe(false);
  });
});

describe('netrc file', () => {
  let home: string;
  beforeEach(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-netrc-'));
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  it('reads the entry the official CLI writes (machine = host:port)', () => {
    const file = netrcFile(home);
    fs.writeFileSync(file, 'machine 127.0.0.1:3917\n    login me@example.com\n    password abc123\n');
    expect(readNetrcEntry(file, '127.0.0.1:3917')).toEqual({ login: 'me@example.com', password: 'abc123' });
    expect(readNetrcEntry(file, '127.0.0.1')).toBeNull();
  });

  it('writes mode 0600, keeps other machines, and removes only its own entry', () => {
    const file = netrcFile(home);
    fs.writeFileSync(file, 'machine api.heroku.com\n  login a@b.c\n  password keepme\n', { mode: 0o644 });
    writeNetrcEntry(file, 'localhost:4000', { login: 'me@example.com', password: 'tok1' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readNetrcEntry(file, 'localhost:4000')).toEqual({ login: 'me@example.com', password: 'tok1' });
    expect(readNetrcEntry(file, 'api.heroku.com')?.password).toBe('keepme');
    writeNetrcEntry(file, 'localhost:4000', { login: 'me@example.com', password: 'tok2' });
    expect(readNetrcEntry(file, 'localhost:4000')?.password).toBe('tok2');
    expect(removeNetrcEntry(file, 'localhost:4000')).toBe(true);
    expect(readNetrcEntry(file, 'localhost:4000')).toBeNull();
    expect(readNetrcEntry(file, 'api.heroku.com')?.password).toBe('keepme');
    expect(removeNetrcEntry(file, 'localhost:4000')).toBe(false);
  });

  it('treats a missing file as no entry', () => {
    expect(readNetrcEntry(netrcFile(home), 'x:1')).toBeNull();
  });
});

describe('redaction', () => {
  it('finds secrets in raw argv and masks them and their Basic-auth form', () => {
    expect(secretsInArgv(['deploy', '--token', 's3cret-1', '--password=pw-pw-pw', 'x'])).toEqual([
      's3cret-1',
      'pw-pw-pw',
    ]);
    const r = new Redactor();
    r.add('s3cret-1');
    const basic = Buffer.from('token:s3cret-1').toString('base64');
    expect(r.redact(`token s3cret-1 and Basic ${basic}`)).toBe('token *** and Basic ***');
  });
});
