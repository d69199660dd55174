/**
 * `GET /:domain/analytics` (past 14 days, the object `surge <domain> stats …` renders; computed from the edges'
 * request logs and cached 15 minutes per project) and `GET /:domain/usage` (bandwidth from the same data).
 * Field definitions: src/server/distribution/analytics.ts and docs/edge.md.
 */
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_CACHE_MS, ANALYTICS_WINDOW_DAYS } from '../../protocol/limits.ts';
import { aggregate, timeAgoInWords, usageOf, type Analytics } from '../distribution/analytics.ts';
import { canManageRevisions } from '../permissions.ts';
import { asReturned, domainParams, errorResponses } from '../schemas/common.ts';
import { closed, open } from '../schemas/shapes.ts';
import { loadProject } from './project-access.ts';

const DAY = 86_400_000;

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
const series = closed({ t: { type: 'number' }, s: { type: 'array', items: { type: 'number' } } }, [], {
  description: '`t` total over the range, `s` per day (aligned with `range`)',
});
const seriesMap = { type: 'object', additionalProperties: series } as const;
const perDay = {
  type: 'object',
  description: 'day → top entries `{name, count}`',
  additionalProperties: { type: 'array', items: closed({ name: str, count: { type: 'number' } }) },
} as const;
const analyticsShape = open(
  {
    domain: str,
    range: { ...strings, description: 'the days (YYYY-MM-DD), oldest first' },
    normalizedAt: str,
    normalizedAtInWords: str,
    traffic: closed({ visits: series, uniques: series, connections: series }),
    bandwidth: closed({ all: series, html: series, assets: series }),
    statusCodes: seriesMap,
    encryption: closed({ cE: series, cU: series, cRe: series, cRu: series }),
    protocols: seriesMap,
    cache: closed({ hit: series, miss: series }),
    success: perDay,
    fail: perDay,
    redirect: perDay,
    source: perDay,
    load: { ...perDay, description: 'bytes per file per day' },
    browser: perDay,
    os: perDay,
    device: perDay,
    datacenters: {
      type: 'object',
      additionalProperties: open({ city: str, country: str, t: { type: 'number' }, s: { type: 'array' } }),
    },
    unreachable: { ...strings, description: 'edges whose request logs could not be read' },
  },
  ['domain', 'range', 'normalizedAt', 'traffic', 'bandwidth', 'statusCodes'],
);
const usageShape = closed({
  domain: str,
  range: strings,
  normalizedAt: str,
  bandwidth: series,
  connections: series,
  estimatedMonthlyBytes: { type: 'number', description: 'the busiest day × 30' },
  unreachable: strings,
});

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, { at: number; value: Promise<Analytics> }>();

  function compute(domain: string): Promise<Analytics> {
    const now = app.sitepub.now();
    const hit = cache.get(domain);
    if (hit && now - hit.at < ANALYTICS_CACHE_MS) return hit.value;
    const since = Date.parse(new Date(now - (ANALYTICS_WINDOW_DAYS - 1) * DAY).toISOString().slice(0, 10));
    const value = (async () => {
      const logs = (await app.distributor.logs?.(domain, since)) ?? { records: [], unreachable: [] };
      const edges = app.distributor.edges().map((e) => ({ id: e.id, location: e.location }));
      return aggregate(domain, logs.records, {
        now,
        days: ANALYTICS_WINDOW_DAYS,
        edges,
        unreachable: logs.unreachable,
      });
    })();
    cache.set(domain, { at: now, value });
    value.catch(() => cache.delete(domain));
    if (cache.size > 1000) cache.delete(cache.keys().next().value!);
    return value;
  }

  function fresh(a: Analytics): Analytics {
    return { ...a, normalizedAtInWords: timeAgoInWords(app.sitepub.now() - Date.parse(a.normalizedAt)) };
  }

  app.get<{ Params: { domain: string } }>(
    '/:domain/analytics',
    {
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'Traffic of the past 14 days (cached 15 minutes)',
        params: domainParams,
        response: { 200: analyticsShape, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return fresh(await compute(project.domain));
    },
  );

  app.get<{ Params: { domain: string } }>(
    '/:domain/usage',
    {
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'Bandwidth usage, from the analytics data',
        params: domainParams,
        response: { 200: usageShape, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return usageOf(await compute(project.domain));
    },
  );
}
