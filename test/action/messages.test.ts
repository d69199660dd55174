// The Action's failures as people meet them: the input or secret to fix and how, no HTTP methods, paths or
// library calls (those stay in core.debug), from the real server's answers on both profiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.ts';
import { errorMessage, rawErrorMessage } from '../../src/action/errors.ts';
import { withoutApiTalk } from '../../src/action/messages.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { PROFILES } from '../helpers/profiles.ts';

const API_TALK = /\b(GET|PUT|POST|DELETE)\s+\/|createClient|mintToken|HTTP Basic/;

describe.each(PROFILES)('against the %s profile', (profile) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ profile });
  });
  afterAll(() => srv?.close());

  async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
    try {
      await call();
    } catch (err) {
      return err;
    }
    throw new Error('the call did not fail');
  }

  it('a rejected token names the input, the secret and how to make a new one', async () => {
    const client = createClient({ endpoint: srv.api, token: 'not-a-valid-token-123456' });
    const err = await failureOf(() => client.revisions('docs.localhost'));
    const msg = errorMessage(err, { endpoint: srv.api, domain: 'docs.localhost' });
    expect(msg).toContain(
      `The \`token\` input (the secret SURGE_TOKEN in the documented workflows) was rejected by ${srv.api}`,
    );
    expect(msg).toContain(`\`sitepub --endpoint ${srv.api} token\``);
    expect(msg).toContain('store it as the repository secret SURGE_TOKEN');
    expect(msg).not.toMatch(API_TALK);
    // the request itself is still told, for debug logs
    expect(rawErrorMessage(err)).toMatch(/GET \/docs\.localhost\/list/);
  });

  it('a request about a domain that does not exist says what was being done, in words', async () => {
    const client = createClient({ endpoint: srv.api, token: await srv.token() });
    const err = await failureOf(() => client.revisions('nosuch.localhost'));
    const msg = errorMessage(err, { endpoint: srv.api, domain: 'nosuch.localhost' });
    expect(msg).toMatch(/^Reading the revisions of nosuch\.localhost failed: /);
    expect(msg).toContain('Check the `domain` input');
    expect(msg).not.toMatch(API_TALK);
  });
});

describe('withoutApiTalk', () => {
  it("puts the client's request lines in words", () => {
    expect(withoutApiTalk('PUT /docs.localhost failed (HTTP 503); retry 1 after 500 ms.')).toBe(
      'The upload of docs.localhost failed (HTTP 503); retry 1 after 500 ms.',
    );
    expect(withoutApiTalk('GET /docs.localhost/list failed (x); retry 2 after 1000 ms.')).toBe(
      'Reading the revisions of docs.localhost failed (x); retry 2 after 1000 ms.',
    );
    expect(withoutApiTalk('Not published: a.txt (too large)')).toBe('Not published: a.txt (too large)');
  });
});
