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

describe('server messages that name API routes get the sitepub command', () => {
  const api = (status: number, messages: string[], path = '/x') =>
    describeError(new ApiError({ status, method: 'GET', path, body: { messages } })).message;

  it.each([
    [
      'project a.example.com does not exist; publish it first with PUT /a.example.com',
      'sitepub deploy <path> a.example.com',
    ],
    ['revision 5 of a.example.com does not exist; see GET /a.example.com/list', 'sitepub list a.example.com'],
    [
      'project a.example.com has no live revision; cut one over with PUT /a.example.com/rev/:rev',
      'sitepub cutover a.example.com <rev>',
    ],
    [
      'rate limited (limits are halved until you verify your email with POST /verification)',
      'sitepub verify',
    ],
    ['the pro plan needs a card: add one with PUT /card {token}, or open POST /upgrade/link', 'sitepub card'],
  ])('%s', (said, command) => {
    const m = api(404, [said]);
    expect(m).toContain(said); // the server's words, verbatim
    expect(m).toContain(`With sitepub: \`${command}\``);
  });

  it('the request line of the message is not a route the server named', () => {
    expect(api(404, ['nope'], '/a.example.com/list')).not.toContain('With sitepub');
  });
});
