/**
 * The link check of a preview (input `check-links`): each changed page is fetched from the preview, its same-site
 * links and assets (extract.ts) are checked on the preview, each URL once, at most LINK_CONCURRENCY at a time,
 * at most MAX_URLS of them and for at most BUDGET_MS in all. Broken: 4xx, 5xx, or no answer. A 3xx is an answer
 * (a trailing-slash redirect is how a site serves `/docs`). A protected preview is checked with the API token
 * (HTTP Basic `token:<token>`, sent only to the preview's own host, once it answered 401).
 */
import pMap from 'p-map';
import { Agent, request } from 'undici';
import { loopbackAwareLookup } from '../health.ts';
import { extractLinks, resolveLink } from './extract.ts';
import type { BrokenLink, LinkReport, PageReport } from './report.ts';

export const MAX_URLS = 500;
export const MAX_PAGES = 50;
export const BUDGET_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const LINK_CONCURRENCY = 6;
/** A page larger than this is read up to here: links past it are not checked. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

export interface LinkCheckRequest {
  /** The preview the pages are on, e.g. `https://1700000000000-my-site.surge.sh/`. */
  previewUrl: string;
  /** Paths of the pages to read, e.g. `/`, `/docs/`. */
  pages: readonly string[];
  /** Hosts that are this site (production, the stable preview): links to them are checked on the preview. */
  siteHosts: readonly string[];
  /** Basic-auth value for a protected preview (base64 of `token:<token>`), or null. */
  basicAuth: string | null;
  signal?: AbortSignal;
}

interface Answer {
  status: number | null;
  error: string | null;
  body?: string;
}

function reason(err: unknown): string {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  return e.cause?.code ?? e.code ?? 'no answer';
}

/**
 * A GET of the preview's pages and links: the body read for HTML pages (up to MAX_PAGE_BYTES) when asked. The token
 * goes out only to the preview's host, and only once it asked for credentials (a 401): a preview that is not
 * protected never sees it.
 */
function previewFetcher(
  req: LinkCheckRequest,
  preview: URL,
  agent: Agent,
  signal: AbortSignal,
): (url: string, readBody: boolean) => Promise<Answer> {
  let sendAuth = false;
  const headers = (url: string): Record<string, string> => ({
    'user-agent': 'sitepub-action link-check',
    ...(sendAuth && req.basicAuth && new URL(url).host === preview.host
      ? { authorization: `Basic ${req.basicAuth}` }
      : {}),
  });
  const once = async (url: string, readBody: boolean): Promise<Answer> => {
    try {
      const res = await request(url, {
        method: 'GET',
        dispatcher: agent,
        headers: headers(url),
        signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      let body: string | undefined;
      if (readBody && res.statusCode < 300 && /html/i.test(String(res.headers['content-type'] ?? ''))) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res.body as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_PAGE_BYTES) break;
        }
        body = Buffer.concat(chunks).toString('utf8');
      }
      await res.body.dump().catch(() => undefined);
      const status = res.statusCode;
      return {
        status,
        error: status >= 400 ? `HTTP ${status}` : null,
        ...(body !== undefined ? { body } : {}),
      };
    } catch (err) {
      return { status: null, error: reason(err) };
    }
  };
  return async (url, readBody) => {
    const first = await once(url, readBody);
    if (first.status !== 401 || sendAuth || !req.basicAuth || new URL(url).host !== preview.host)
      return first;
    sendAuth = true;
    return once(url, readBody);
  };
}

/** The broken links of each page; a URL not checked because a bound was reached is not reported as broken. */
function brokenByPage(
  perPage: readonly { page: string; urls: string[] }[],
  answers: ReadonlyMap<string, Answer>,
  outOfTime: boolean,
): PageReport[] {
  const broken: PageReport[] = [];
  for (const { page, urls } of perPage) {
    const bad: BrokenLink[] = [];
    for (const url of urls) {
      const a = answers.get(url);
      if (a?.error && !(a.error === 'timed out' && outOfTime))
        bad.push({ url, status: a.status, error: a.error });
    }
    if (bad.length) broken.push({ page, broken: bad });
  }
  return broken;
}

export async function checkLinks(req: LinkCheckRequest): Promise<LinkReport> {
  const agent = new Agent({ connect: { lookup: loopbackAwareLookup as never }, keepAliveTimeout: 1000 });
  const preview = new URL(req.previewUrl);
  const deadline = AbortSignal.timeout(BUDGET_MS);
  const signal = req.signal ? AbortSignal.any([deadline, req.signal]) : deadline;
  const get = previewFetcher(req, preview, agent, signal);

  let cut: string | null = null;
  const pages = req.pages.slice(0, MAX_PAGES);
  if (req.pages.length > MAX_PAGES)
    cut = `only the first ${MAX_PAGES} of ${req.pages.length} changed pages were read`;
  try {
    // Each page's links, in page order; a URL is checked once however many pages name it.
    const perPage: { page: string; urls: string[] }[] = [];
    const answers = new Map<string, Answer>();
    for (const page of pages) {
      if (signal.aborted) break;
      const pageUrl = new URL(page, preview).href;
      const got = await get(pageUrl, true);
      answers.set(pageUrl, got);
      if (got.body === undefined) {
        perPage.push({ page, urls: got.error ? [pageUrl] : [] });
        continue;
      }
      const found = extractLinks(got.body);
      const urls = new Set<string>();
      for (const l of found.links) {
        const url = resolveLink(l.raw, pageUrl, found.base, preview.origin, req.siteHosts);
        if (url !== null && url !== pageUrl) urls.add(url);
      }
      perPage.push({ page, urls: [...urls] });
    }
    const todo = [...new Set(perPage.flatMap((p) => p.urls))].filter((url) => !answers.has(url));
    if (todo.length > MAX_URLS)
      cut ??= `only the first ${MAX_URLS} of ${todo.length} distinct URLs were checked`;
    await pMap(
      todo.slice(0, MAX_URLS),
      async (url) => {
        if (signal.aborted) return;
        answers.set(url, await get(url, false));
      },
      { concurrency: LINK_CONCURRENCY },
    );
    if (deadline.aborted) cut ??= `the check took longer than ${BUDGET_MS / 1000} s`;
    const broken = brokenByPage(perPage, answers, deadline.aborted);
    const linked = new Set(perPage.flatMap((p) => p.urls));
    return { pages: perPage.length, checked: [...linked].filter((u) => answers.has(u)).length, broken, cut };
  } finally {
    await agent.close();
  }
}
