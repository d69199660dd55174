/** An aborted deploy's message says "production is unchanged" once, and never when the server says it moved. */
import { expect, it } from 'vitest';
import { streamFailure } from '../../src/client/deploy-events.ts';

const ctx = { status: 200, path: '/a.example.com', domain: 'a.example.com' };
const abort = (message: string) => streamFailure({ type: 'error', error: { message } }, ctx)!.message;

it('adds it when the server does not say it', () => {
  expect(abort('bad archive')).toBe(
    'The server aborted the deploy of a.example.com: bad archive. Production is unchanged.',
  );
});

it('says it once when the server already does (disk full)', () => {
  const m = abort(
    'the server ran out of disk space while storing the upload; production is unchanged. Free space on its data volume (or ask its operator), then deploy again',
  );
  expect(m.match(/production is unchanged/gi)).toHaveLength(1);
  expect(m).toMatch(/then deploy again\.$/);
});

it('does not contradict a server that says the revision was stored and is live', () => {
  const m = abort('revision 3 was stored and is live, but the server failed before confirming the deploy');
  expect(m).not.toMatch(/unchanged/i);
});
