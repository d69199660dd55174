/** The SMTP mailer against a real SMTP server (smtp-server) on 127.0.0.1: invitations arrive by SMTP. */
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { call, deployTar, makeHome } from './helpers.ts';

const received: { from: string; to: string[]; data: string; user: string | undefined }[] = [];
let smtp: SMTPServer;
let port: number;
let srv: TestServer;
let home: string;
const saved = { ...process.env };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('bad credentials'));
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (d: Buffer) => (data += d.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  process.env.SITEPUB_SMTP_URL = `smtp://mailer:s3cret@127.0.0.1:${port}`;
  process.env.SITEPUB_MAIL_FROM = 'sitepub <no-reply@localhost>';
  srv = await startTestServer({ edges: 0 });
  ({ home } = await makeHome());
});

afterAll(async () => {
  process.env = saved;
  await srv?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  if (home) await rm(home, { recursive: true, force: true });
});

it('sends invitations and verification mails over SMTP with auth', async () => {
  const token = await srv.token('smtp-owner@example.com');
  await deployTar(srv.api, token, home, 'mailed.localhost');
  const inv = await call(srv.api, token, 'POST', '/mailed.localhost/collaborators', {
    emails: ['guest@example.com'],
  });
  expect(inv.body.invites[0].status).toBe('sent');
  expect((await call(srv.api, token, 'POST', '/verification')).status).toBe(201);
  const invite = received.find((m) => m.to.includes('guest@example.com'));
  expect(invite).toMatchObject({ from: 'no-reply@localhost', user: 'mailer' });
  expect(invite!.data).toMatch(
    /Subject: smtp-owner@example\.com invited you to collaborate on\s+mailed\.localhost/,
  );
  expect(invite!.data).toMatch(/X-Sitepub-Kind: collaborator-invite/);
  expect(received.some((m) => m.to.includes('smtp-owner@example.com'))).toBe(true);
});
