/**
 * `GET /dashboard`: signed out, the sign-in form; signed in, the account's projects (`GET /list`), each with its
 * revisions (`GET /:domain/list`): live revision and when it went live, revision count, plan, last deploy.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProjectEntry, RevisionEntry } from '../../../protocol/types.ts';
import { seg } from '../api.ts';
import { apiOf } from '../context.ts';
import { page, type Notice } from '../render.ts';
import { when } from './format.ts';

/** The sign-in form (a contract: inputs named `email` and `password`). */
export function signInForm(
  reply: FastifyReply,
  notice: Notice | null,
  status = 200,
  email = '',
  /** Where to go once signed in: a dashboard path (the site sign-in of site-access.ts), else the project list. */
  next = '',
): Promise<FastifyReply> {
  return page(reply, null, '@signin', { title: 'Sign in', notice, status }, { email, next });
}

export async function projectsPage(app: FastifyInstance): Promise<void> {
  app.get('/dashboard', { config: { auth: false }, schema: {} }, async (request, reply) => {
    if (!request.dashboardSession) return signInForm(reply, null);
    const { session, api } = apiOf(app, request);
    const list = await api<ProjectEntry[]>('GET', '/list');
    if (!list.ok) throw new Error(`GET /list failed: ${list.error}`);
    const now = app.sitepub.now();
    const rows = await Promise.all(
      list.body.map(async (p) => {
        const revs = await api<RevisionEntry[]>('GET', `/${seg(p.domain)}/list`);
        const revisions = revs.ok ? revs.body : [];
        const live = revisions.find((r) => r.current) ?? null;
        const liveAt = typeof live?.liveAt === 'string' ? live.liveAt : null;
        const newest = revisions[0]?.created_at ?? null;
        return {
          domain: p.domain,
          role: p.role,
          liveRev: live?.rev ?? null,
          liveAt,
          liveAtText: liveAt ? when(liveAt, now) : '',
          revisionCount: revisions.length,
          plan: p.planName,
          lastDeploy: newest,
          lastDeployText: newest ? when(newest, now) : '',
        };
      }),
    );
    rows.sort((a, b) => a.domain.localeCompare(b.domain));
    return page(
      reply,
      session.actor.account.shownEmail,
      '@projects',
      { title: 'Projects', nav: 'projects' },
      { rows, platformDomain: app.sitepub.platformDomain },
    );
  });
}
