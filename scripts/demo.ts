/**
 * Local demo: `npm run demo` (or `npm run demo -- --once`).
 * Starts the reference server with 2 edges in a temporary data folder, publishes the swagger-ui site with the
 * CLI's deploy engine, stages a second revision, and prints the production and preview URLs (they open in a
 * browser: *.localhost resolves to loopback). Serves until Ctrl-C. With --once it fetches both URLs, prints
 * their status, shuts down and exits 0 (1 if a URL did not answer 200).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../src/server/main.ts';
import { createClient } from '../src/client/index.ts';
import { deploySite, type DeploySummary } from '../src/cli/deploy-site.ts';
import { corpusPath } from '../test/helpers/corpora.ts';

const once = process.argv.includes('--once');
const DOMAIN = 'swagger-ui.localhost';
const EMAIL = 'demo@example.com';

const say = (line = ''): void => void process.stdout.write(`${line}\n`);

/** GET through the loopback edge with the site's Host header (works whether or not *.localhost resolves). */
function probe(url: string): Promise<{ status: number; title: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { hostname: '127.0.0.1', port: u.port || 80, path: u.pathname, headers: { host: u.host } },
        (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (d: string) => (body += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '' }),
          );
        },
      )
      .on('error', reject);
  });
}

/** A copy of the site with a visible change, for the staged revision. */
async function secondRevision(site: string, tmp: string): Promise<string> {
  const copy = path.join(tmp, 'swagger-ui-v2');
  await fs.cp(site, copy, { recursive: true });
  const index = path.join(copy, 'index.html');
  const html = await fs.readFile(index, 'utf8');
  await fs.writeFile(index, html.replace(/<title>([^<]*)<\/title>/, '<title>$1 (staged revision)</title>'));
  return copy;
}

async function run(): Promise<number> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sitepub-demo-'));
  const server = await startServer({
    logger: false,
    data: path.join(tmp, 'data'),
    host: '127.0.0.1',
    port: 0,
    edges: 2,
    domain: 'localhost',
  });
  try {
    say(`API      ${server.api}`);
    say(`edges    ${server.edges.join(', ')}`);
    const site = await corpusPath('swagger-ui');

    // An account is created by minting its first token (spec part 1.7).
    const minted = await createClient({
      endpoint: server.api,
      email: EMAIL,
      password: 'demo-password',
    }).mintToken({
      msg: 'sitepub demo',
    });
    const client = createClient({ endpoint: server.api, token: minted.token });

    const live: DeploySummary = await deploySite(client, {
      folder: site,
      domain: DOMAIN,
      message: 'swagger-ui 5.35.0',
    });
    say(`published revision ${live.revision}: ${live.fileCount} files`);
    const staged = await deploySite(client, {
      folder: await secondRevision(site, tmp),
      domain: DOMAIN,
      stage: true,
      message: 'staged: new title',
    });
    say(`staged revision ${staged.revision} (production unchanged)`);
    say();
    say(`production  ${live.url}`);
    say(`preview     ${staged.previewUrl}   (staged revision)`);
    say(`preview     ${live.previewUrl}   (live revision)`);
    say();

    if (once) {
      let ok = true;
      for (const [name, url] of [
        ['production', live.url],
        ['preview', staged.previewUrl],
      ] as const) {
        const { status, title } = await probe(url);
        ok &&= status === 200;
        say(`${name.padEnd(10)}  ${status}  ${url}  "${title}"`);
      }
      return ok ? 0 : 1;
    }

    say('Try the CLI against it (logging in with a new email creates an account on this local server):');
    say(`  export SURGE_ENDPOINT=${server.api}`);
    say('  npx node src/cli/index.ts login');
    say('  npx node src/cli/index.ts deploy <folder> my-site.localhost');
    say('Press Ctrl-C to stop.');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    });
    return 0;
  } finally {
    await server.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

process.exitCode = await run();
