// describeError: local file errors name the file and never blame the network or the port.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { describeError, EXIT } from '../../src/cli/errors.ts';
import { ask } from '../../src/cli/prompt.ts';
import type { Io } from '../../src/cli/io.ts';
import { ApiError, NetworkError } from '../../src/client/errors.ts';

function sysError(code: string, syscall: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`${code}: ${syscall} failed`), { code, syscall, ...extra });
}

describe('describeError', () => {
  it('EACCES / EPERM reading the site: names the path, says to fix permissions or ignore it', () => {
    for (const [code, syscall] of [
      ['EACCES', 'scandir'],
      ['EACCES', 'open'],
      ['EPERM', 'stat'],
    ] as const) {
      const d = describeError(sysError(code, syscall, { path: '/site/private' }));
      expect(d.message).toBe(
        'cannot read /site/private: permission denied; fix its permissions or list it in .surgeignore',
      );
      expect(d.message).not.toMatch(/--port|network/);
      expect(d.exitCode).toBe(1);
      expect(d.code).toBe(code);
    }
  });

  it('EACCES / EADDRINUSE on listen: the port advice', () => {
    for (const code of ['EACCES', 'EADDRINUSE']) {
      const d = describeError(sysError(code, 'listen', { address: '0.0.0.0', port: 80 }));
      expect(d.message).toMatch(/pick another port with --port/);
    }
  });

  it('a file that fails to read during an upload is not blamed on the network', () => {
    const cause = sysError('EACCES', 'open', { path: '/site/a.html' });
    const d = describeError(new NetworkError('PUT', '/x.example.com', cause));
    expect(d.message).toMatch(/^cannot read \/site\/a\.html: permission denied/);
    expect(d.message).not.toMatch(/network/i);
  });

  it('other file errors name the path too', () => {
    const d = describeError(sysError('EIO', 'read', { path: '/site/b.bin' }));
    expect(d.message).toMatch(/^cannot read \/site\/b\.bin/);
    expect(d.message).not.toMatch(/network|--port/);
  });
});

describe('Ctrl-C at a prompt', () => {
  it('is an interruption (exit 130), not a usage error', async () => {
    const stdin = new PassThrough();
    const stderr = new PassThrough();
    const io = { stdin, stderr, stdout: stderr, env: {}, cwd: '/', home: '/' } as unknown as Io;
    const answer = ask(io, 'email: ').catch((e: unknown) => e);
    stdin.write('\u0003');
    const err = await answer;
    expect(describeError(err)).toEqual({
      message: 'cancelled at the prompt (Ctrl-C): nothing was changed',
      exitCode: EXIT.interrupted,
    });
  });
});

describe('API errors for people (issue #31.3): commands in the place of routes, no request line', () => {
  const api = (status: number, messages: string[], path = '/x', method = 'GET') =>
    describeError(new ApiError({ status, method, path, body: { messages } })).message;

  it.each([
    [
      'project a.example.com does not exist; publish it first with PUT /a.example.com',
      'project a.example.com does not exist; publish it first with `sitepub deploy <path> a.example.com`.',
    ],
    [
      'revision 5 of a.example.com does not exist; see GET /a.example.com/list',
      'revision 5 of a.example.com does not exist; see `sitepub list a.example.com`.',
    ],
    [
      'project a.example.com has no live revision; cut one over with PUT /a.example.com/rev/:rev',
      'project a.example.com has no live revision; cut one over with `sitepub cutover a.example.com <rev>`.',
    ],
    [
      'rate limited (limits are halved until you verify your email with POST /verification)',
      'rate limited (limits are halved until you verify your email with `sitepub verify`).',
    ],
    [
      'the pro plan needs a card: add one with PUT /card {token}, or open POST /upgrade/link',
      'the pro plan needs a card: add one with `sitepub card`, or open `sitepub plan <id> --web`.',
    ],
  ])('%s', (said, expected) => {
    const m = api(404, [said], '/a.example.com/list');
    expect(m).toBe(expected);
    expect(m).not.toMatch(/\b(GET|PUT|POST|DELETE) \//);
  });

  it('a 403 says the fact once and the CLI advice once (not the server advice again)', () => {
    const m = api(
      403,
      [
        'you do not have permission to publish to a.example.com: it belongs to another account. Ask its owner to add you as a collaborator.',
      ],
      '/a.example.com/uploads',
      'POST',
    );
    expect(m).toBe(
      'you do not have permission to publish to a.example.com: it belongs to another account. ' +
        'Use a domain you own, or ask its owner to run `sitepub invite <domain> <your email>`.',
    );
  });

  it('a 401 names sitepub commands, never the token route or library calls', () => {
    const m = api(401, [
      'invalid token: it is not a token this server issued; mint a new one with POST /token (HTTP Basic <email>:<password>)',
    ]);
    expect(m).toBe(
      'invalid token: it is not a token this server issued; mint a new one with `sitepub login`.',
    );
    expect(m).not.toMatch(/HTTP Basic|createClient|POST/);
  });

  it('a network failure names no request line', () => {
    const e = new NetworkError(
      'GET',
      '/list',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    expect(describeError(e).message).toBe(
      'no answer from the server (ECONNREFUSED: connect ECONNREFUSED): check --endpoint / SURGE_ENDPOINT and your network, then retry',
    );
  });
});
