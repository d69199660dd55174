/**
 * Local demo: `npm run demo [-- --site DIR] [-- --once]`.
 * Starts the reference server with 2 edges in a temporary data folder, publishes the example site kept in the
 * repository (examples/demo-site/, or the folder given with --site) with the CLI's deploy engine, stages a second
 * revision, and prints the production and preview URLs (they open in a browser: *.localhost resolves to
 * loopback). Serves until Ctrl-C. With --once it fetches both URLs (and, for the example site, a missing page,
 * which its 404.html answers), prints their status, shuts down and exits 0 (1 if a URL did not answer as
 * expected). Needs nothing outside the repository.
 */
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../src/server/main.ts';
import { createClient } from '../src/client/index.ts';
import { deploySite, type DeploySummary } from '../src/cli/deploy-site.ts';
import { Command, InvalidArgumentError } from 'commander';

const EXAMPLE = path.resolve(import.meta.dirname, '../examples/demo-site');
const DOMAIN = 'demo.localhost';
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

/** A copy of the site with a visible change (its index.html's title), for the staged revision. */
async function secondRevision(site: string, tmp: string): Promise<string> {
  const copy = path.join(tmp, 'site-v2');
  await fs.cp(site, copy, { recursive: true });
  const index = path.join(copy, 'index.html');
  const html = await fs.readFile(index, 'utf8').catch(() => null);
  if (html !== null) {
    await fs.writeFile(index, html.replace(/<title>([^<]*)<\/title>/, '<title>$1 (staged revision)</title>'));
  }
  return copy;
}

/**
 * --site DIR: an existing folder, else a usage error naming the path. Relative to where `npm run demo` was typed
 * (npm runs scripts from the package's root and passes the caller's folder as INIT_CWD).
 */
function siteFolder(value: string): string {
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new InvalidArgumentError(
      `${dir} does not exist; give the folder of a static site (with an index.html).`,
    );
  }
  if (!isDir) throw new InvalidArgumentError(`${dir} is not a folder; give the folder of a static site.`);
  return dir;
}

interface DemoOptions {
  site: string;
  once: boolean;
}

async function run({ site, once }: DemoOptions): Promise<number> {
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
    say(`site     ${site}`);

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
      message: site === EXAMPLE ? 'the example site' : path.basename(site),
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
      const checks: [name: string, url: string, expected: number][] = [
        ['production', live.url, 200],
        ['preview', staged.previewUrl, 200],
      ];
      // The example site has a 404.html: a missing page is answered by it, with status 404.
      if (site === EXAMPLE) checks.push(['missing', `${live.url}/no-such-page`, 404]);
      let ok = true;
      for (const [name, url, expected] of checks) {
        const { status, title } = await probe(url);
        ok &&= status === expected;
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

const program = new Command('demo')
  .description('Start a local server with 2 edges, publish a site, stage a second revision, print the URLs.')
  .option('--site <dir>', 'the folder to publish (default: examples/demo-site)', siteFolder, EXAMPLE)
  .option('--once', 'fetch the URLs, print their status and exit (0 when all answered as expected)', false)
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : 2))
  .parse(['node', 'demo', ...process.argv.slice(2)]);

process.exitCode = await run(program.opts<DemoOptions>());
