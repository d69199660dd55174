/**
 * A small fake of the GitHub REST API on 127.0.0.1:0, for end-to-end tests of the bundled Action (which talks to
 * it through GITHUB_API_URL: nock cannot see the undici fetch @actions/github gives Octokit). It keeps state
 * like GitHub does: issue comments with Link-header pagination, deployments and their statuses, pull requests,
 * the repository's default branch; and fails with 403 "Resource not accessible by integration" on demand.
 *
 * GitHub-true (github-openapi.ts): every request is checked against GitHub's published REST description (the
 * operation exists, its query parameters are declared, its body validates); one GitHub would reject is answered
 * as GitHub would (404 or 422) and recorded in `violations`, and `close()` then fails, so the test file fails.
 * Every answer is completed from the description around the fake's values and must validate against it too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequest, completeResponse } from './github-openapi.ts';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
  html_url: string;
}

export interface FakeDeployment {
  id: number;
  ref: string;
  sha: string;
  environment: string;
  transient_environment: boolean;
  production_environment: boolean;
  description: string | null;
  payload: unknown;
  created_at: string;
  statuses: { id: number; state: string; environment_url?: string; description: string; log_url?: string }[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export type Denial = 'pull-requests' | 'deployments' | 'contents';

export interface FakeGitHub {
  url: string;
  owner: string;
  repo: string;
  comments: Map<number, FakeComment[]>;
  deployments: FakeDeployment[];
  pulls: Map<number, { state: 'open' | 'closed'; headSha: string; headRef: string; merged?: boolean }>;
  requests: RecordedRequest[];
  defaultBranch: string;
  deny: Set<Denial>;
  /** When set, a request it answers with a promise is answered only once that promise settles. */
  hold: ((method: string, path: string) => Promise<unknown> | undefined) | null;
  /**
   * What GitHub would have rejected (requests), or what it never answers (the fake's own answers): `close()` fails
   * while this is not empty. A test that provokes a violation on purpose empties it.
   */
  violations: string[];
  /** Adds n comments by other users to an issue (a busy PR). */
  addNoise(issue: number, n: number): void;
  writes(): RecordedRequest[];
  close(): Promise<void>;
}

const now = (): string => new Date().toISOString();

export async function startFakeGitHub(
  opts: { owner?: string; repo?: string; defaultBranch?: string } = {},
): Promise<FakeGitHub> {
  const owner = opts.owner ?? 'octo';
  const repo = opts.repo ?? 'site';
  let nextId = 1000;
  const state: Omit<FakeGitHub, 'url' | 'close' | 'addNoise' | 'writes'> = {
    owner,
    repo,
    comments: new Map(),
    deployments: [],
    pulls: new Map(),
    requests: [],
    defaultBranch: opts.defaultBranch ?? 'main',
    deny: new Set(),
    hold: null,
    violations: [],
  };
  let base = '';

  /** The request each response answers, so that its body is completed from that operation's description. */
  const answering = new WeakMap<ServerResponse, { method: string; path: string }>();
  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    const req = answering.get(res);
    let out = body;
    if (req) {
      const done = completeResponse(req.method, req.path, status, body);
      state.violations.push(...done.problems);
      out = done.body;
    }
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(out));
  };
  const forbidden = (res: ServerResponse): void =>
    send(res, 403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
      status: '403',
    });

  const paginate = <T>(res: ServerResponse, url: URL, items: T[]): void => {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const links: string[] = [];
    const at = (p: number): string => {
      const u = new URL(url.pathname + url.search, base);
      u.searchParams.set('page', String(p));
      u.searchParams.set('per_page', String(perPage));
      return u.href;
    };
    if (page < last) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
    if (page > 1) links.push(`<${at(1)}>; rel="first"`, `<${at(page - 1)}>; rel="prev"`);
    send(
      res,
      200,
      items.slice((page - 1) * perPage, page * perPage),
      links.length ? { link: links.join(', ') } : {},
    );
  };

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : null;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = await readBody(req);
      state.requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        authorization: req.headers.authorization,
        body,
      });
      const rejected = checkRequest(req.method ?? 'GET', url, body);
      if (rejected.length) {
        state.violations.push(...rejected);
        // as GitHub answers: no such operation → 404; anything else → 422
        return rejected[0]!.includes('has no such operation')
          ? send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' })
          : send(res, 422, {
              message: 'Validation Failed',
              documentation_url: 'https://docs.github.com/rest',
            });
      }
      answering.set(res, { method: req.method ?? 'GET', path: url.pathname });
      await state.hold?.(req.method ?? 'GET', url.pathname)?.catch(() => undefined);
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] !== 'repos' || parts[1] !== owner || parts[2] !== repo)
        return send(res, 404, { message: 'Not Found' });
      const rest = parts.slice(3);
      const m = req.method;
      const b = (body ?? {}) as Record<string, unknown>;

      if (rest.length === 0 && m === 'GET') {
        return send(res, 200, {
          full_name: `${owner}/${repo}`,
          name: repo,
          default_branch: state.defaultBranch,
        });
      }
      if (rest[0] === 'issues' && rest[1] === 'comments' && rest[2] && m === 'PATCH') {
        if (state.deny.has('pull-requests')) return forbidden(res);
        for (const list of state.comments.values()) {
          const c = list.find((x) => x.id === Number(rest[2]));
          if (c) {
            c.body = String(b.body);
            c.updated_at = now();
            return send(res, 200, c);
          }
        }
        return send(res, 404, { message: 'Not Found' });
      }
      if (rest[0] === 'issues' && rest[2] === 'comments') {
        const issue = Number(rest[1]);
        const list = state.comments.get(issue) ?? [];
        state.comments.set(issue, list);
        if (m === 'GET') return paginate(res, url, list);
        if (m === 'POST') {
          if (state.deny.has('pull-requests')) return forbidden(res);
          const c: FakeComment = {
            id: nextId++,
            body: String(b.body),
            user: { login: 'github-actions[bot]', type: 'Bot' },
            created_at: now(),
            updated_at: now(),
            html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${nextId}`,
          };
          list.push(c);
          return send(res, 201, c);
        }
      }
      if (rest[0] === 'pulls' && rest[1] && m === 'GET') {
        const pr = state.pulls.get(Number(rest[1]));
        if (!pr) return send(res, 404, { message: 'Not Found' });
        return send(res, 200, {
          number: Number(rest[1]),
          state: pr.state,
          merged: pr.merged ?? false,
          head: { sha: pr.headSha, ref: pr.headRef },
        });
      }
      if (rest[0] === 'deployments' && rest.length === 1) {
        if (m === 'GET') {
          const env = url.searchParams.get('environment');
          const list = state.deployments.filter((d) => env === null || d.environment === env).reverse();
          return paginate(
            res,
            url,
            list.map(({ statuses: _s, ...d }) => d),
          );
        }
        if (m === 'POST') {
          if (state.deny.has('deployments')) return forbidden(res);
          const d: FakeDeployment = {
            id: nextId++,
            ref: String(b.ref),
            sha: String(b.ref),
            environment: String(b.environment ?? 'production'),
            transient_environment: b.transient_environment === true,
            production_environment: b.production_environment === true,
            description: (b.description as string) ?? null,
            payload: b.payload ?? {},
            created_at: now(),
            statuses: [],
          };
          state.deployments.push(d);
          const { statuses: _s, ...out } = d;
          return send(res, 201, out);
        }
      }
      if (rest[0] === 'deployments' && rest[2] === 'statuses') {
        const d = state.deployments.find((x) => x.id === Number(rest[1]));
        if (!d) return send(res, 404, { message: 'Not Found' });
        if (m === 'GET') return paginate(res, url, [...d.statuses].reverse());
        if (m === 'POST') {
          if (state.deny.has('deployments')) return forbidden(res);
          // GitHub leaves out the URLs a status was not given (its description types them as URIs)
          const s = {
            id: nextId++,
            state: String(b.state),
            description: String(b.description ?? ''),
            ...(typeof b.environment_url === 'string' ? { environment_url: b.environment_url } : {}),
            ...(typeof b.log_url === 'string' ? { log_url: b.log_url } : {}),
          };
          d.statuses.push(s);
          return send(res, 201, s);
        }
      }
      return send(res, 404, { message: `Not Found: ${m} ${url.pathname}` });
    })().catch((err: unknown) => send(res, 500, { message: String(err) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...state,
    get url() {
      return base;
    },
    get hold() {
      return state.hold;
    },
    set hold(h) {
      state.hold = h;
    },
    addNoise(issue: number, n: number) {
      const list = state.comments.get(issue) ?? [];
      state.comments.set(issue, list);
      for (let i = 0; i < n; i++) {
        list.push({
          id: nextId++,
          body: `Looks good to me (${i + 1})`,
          user: { login: `reviewer${i % 5}`, type: 'User' },
          created_at: now(),
          updated_at: now(),
          html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${nextId}`,
        });
      }
    },
    writes() {
      return state.requests.filter((r) => r.method !== 'GET');
    },
    close: async () => {
      await new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
      if (state.violations.length)
        throw new Error(
          `The fake GitHub saw what GitHub would reject (or answered what GitHub never answers):\n- ${[
            ...new Set(state.violations),
          ].join('\n- ')}`,
        );
    },
  };
}
