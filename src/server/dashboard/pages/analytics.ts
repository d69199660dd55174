/** `GET /dashboard/projects/:domain/analytics`: `GET /:domain/analytics` (14 days) drawn as SVG bar charts. */
import type { Analytics } from '../../distribution/analytics.ts';
import { seg } from '../api.ts';
import { barChart } from '../charts.ts';
import { DomainParams } from '../../../protocol/requests.ts';
import type { Routes } from '../../schemas/common.ts';
import { apiOf } from '../context.ts';
import { failed, page } from '../render.ts';
import { size } from './format.ts';

export async function analyticsPage(app: Routes): Promise<void> {
  app.get(
    '/dashboard/projects/:domain/analytics',
    { config: { auth: false }, schema: { params: DomainParams } },
    async (request, reply) => {
      const { session, api } = apiOf(app, request);
      const user = session.actor.account.shownEmail;
      const { domain } = request.params;
      const frame = { title: `Analytics of ${domain}`, nav: 'projects' as const };
      const res = await api<Analytics>('GET', `/${seg(domain)}/analytics`);
      if (!res.ok) return failed(reply, user, frame, res);
      const a = res.body;
      const statuses = Object.entries(a.statusCodes)
        .map(([code, series]) => ({ code, total: series.t }))
        .sort((x, y) => x.code.localeCompare(y.code));
      return page(reply, user, '@analytics', frame, {
        domain,
        tab: 'analytics',
        days: a.range.length,
        range: a.range,
        computed: a.normalizedAtInWords,
        unreachable: a.unreachable,
        visits: barChart('visits', 'Visits per day', a.range, a.traffic.visits.s),
        bandwidth: barChart('bandwidth', 'Bandwidth per day', a.range, a.bandwidth.all.s, size),
        statusChart: barChart(
          'statuses',
          'Requests by status code (14 days)',
          statuses.map((s) => `status ${s.code}`),
          statuses.map((s) => s.total),
          String,
          (label) => label.replace('status ', ''),
        ),
        statuses,
      });
    },
  );
}
