/**
 * `GET /:domain/analytics` (past 14 days, the object `surge <domain> stats …` renders; computed from the edges'
 * request logs and cached 15 minutes per project) and `GET /:domain/usage` (bandwidth from the same data).
 * Field definitions: src/server/distribution/analytics.ts and docs/edge.md.
 */
import { ANALYTICS_CACHE_MS, ANALYTICS_WINDOW_DAYS } from '../../protocol/limits.ts';
import {
  aggregate,
  timeAgoInWords,
  usageOf,
  type Analytics as AnalyticsData,
} from '../distribution/analytics.ts';
import { canManageRevisions } from '../permissions.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { Analytics, Usage } from '../../protocol/insight.ts';
import { loadProject } from './project-access.ts';

const DAY = 86_400_000;

export async function analyticsRoutes(app: Routes): Promise<void> {
  const cache = new Map<string, { at: number; value: Promise<AnalyticsData> }>();

  function compute(domain: string): Promise<AnalyticsData> {
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

  function fresh(a: AnalyticsData): AnalyticsData {
    return { ...a, normalizedAtInWords: timeAgoInWords(app.sitepub.now() - Date.parse(a.normalizedAt)) };
  }

  app.get(
    '/:domain/analytics',
    {
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'Traffic of the past 14 days (cached 15 minutes)',
        params: DomainParams,
        response: { 200: Analytics, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return fresh(await compute(project.domain));
    },
  );

  app.get(
    '/:domain/usage',
    {
      ...asReturned,
      schema: {
        tags: ['analytics'],
        summary: 'Bandwidth usage, from the analytics data',
        params: DomainParams,
        response: { 200: Usage, ...errorResponses },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return usageOf(await compute(project.domain));
    },
  );
}
