/**
 * `GET /dashboard/projects/:domain/compare?from=&to=`: files added, removed and changed between two revisions
 * (their manifests, `GET /:domain/:rev/manifest.json`), with links to both previews of each changed file.
 * Defaults: the newest revision against the one before it.
 */
import { Type } from 'typebox';
import type { Manifest, RevisionEntry } from '../../../protocol/types.ts';
import { seg } from '../api.ts';
import { DomainParams } from '../../../protocol/requests.ts';
import type { Routes } from '../../schemas/common.ts';
import { apiOf, field } from '../context.ts';
import { diffManifests, filePath } from '../diff.ts';
import { failed, page } from '../render.ts';

export async function comparePage(app: Routes): Promise<void> {
  app.get(
    '/dashboard/projects/:domain/compare',
    {
      config: { auth: false },
      schema: {
        params: DomainParams,
        querystring: Type.Object({ from: Type.Optional(field(20)), to: Type.Optional(field(20)) }),
      },
    },
    async (request, reply) => {
      const { session, api } = apiOf(app, request);
      const user = session.actor.account.shownEmail;
      const { domain } = request.params;
      const frame = { title: `Compare revisions of ${domain}`, nav: 'projects' as const };
      const list = await api<RevisionEntry[]>('GET', `/${seg(domain)}/list`);
      if (!list.ok) return failed(reply, user, frame, list);
      const revs = list.body;
      const to = revs.find((r) => String(r.rev) === request.query.to) ?? revs[0]!;
      const from =
        revs.find((r) => String(r.rev) === request.query.from) ??
        revs.find((r) => r.rev < to.rev) ??
        revs[revs.length - 1]!;
      const [a, b] = await Promise.all([
        api<Manifest>('GET', `/${seg(domain)}/${from.rev}/manifest.json`),
        api<Manifest>('GET', `/${seg(domain)}/${to.rev}/manifest.json`),
      ]);
      if (!a.ok || !b.ok) return failed(reply, user, frame, a.ok ? b : a);
      const diff = diffManifests(a.body, b.body);
      const fromUrl = app.distributor.publicUrl(from.preview);
      const toUrl = app.distributor.publicUrl(to.preview);
      return page(reply, user, '@compare', frame, {
        domain,
        tab: 'compare',
        revisions: revs.map((r) => ({ rev: r.rev, current: r.current })),
        from: { rev: from.rev, url: fromUrl },
        to: { rev: to.rev, url: toUrl },
        same: from.rev === to.rev,
        added: diff.added.map((p) => ({ path: p, to: toUrl + filePath(p) })),
        removed: diff.removed.map((p) => ({ path: p, from: fromUrl + filePath(p) })),
        changed: diff.changed.map((p) => ({ path: p, from: fromUrl + filePath(p), to: toUrl + filePath(p) })),
        unchanged: diff.unchanged,
      });
    },
  );
}
