/**
 * `GET /dashboard/site-access?host=&proto=&to=`: where an edge sends a browser that must sign in to see a guarded
 * host (an `AUTH` rule naming people, or a protected preview; docs/edge.md, "Signing in"). With a dashboard
 * session, it moves the browser on to `<proto>://<host>/__sitepub/ticket` carrying a one-time ticket (one
 * minute, that host only) that says who signed in and whether they may see the project; the edge decides. Without
 * one, the sign-in form, which comes back here. The session cookie is SameSite=Strict, so the redirect from a site
 * host arrives without it: the page first reloads itself once (a same-site navigation that carries it).
 */
import type { FastifyReply } from 'fastify';
import { checkDomain } from '../../../protocol/domain.ts';
import { SignInQuery } from '../../../protocol/requests.ts';
import { signClaim, SIGN_IN_PATH, TICKET_PATH, ticketClaim } from '../../../protocol/site-access.ts';
import { httpError } from '../../errors.ts';
import type { Routes } from '../../schemas/common.ts';
import { isMember, projectOfHost } from '../../services/site-access.ts';
import { signInForm } from './projects.ts';

const HOST = /^([^:/?#\s]+)(?::(\d{1,5}))?$/;

function attr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A page that moves on to `url` at once (meta refresh), with a link for a browser that does not. */
function handOff(reply: FastifyReply, url: string, text: string): FastifyReply {
  const href = attr(url);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
        `<title>Signing in</title><p><a href="${href}">${attr(text)}</a></p></html>`,
    );
}

export async function siteAccessPage(app: Routes): Promise<void> {
  app.get(
    SIGN_IN_PATH,
    { config: { auth: false }, schema: { querystring: SignInQuery } },
    async (request, reply) => {
      const { host, proto, to } = request.query;
      const key = app.distributor.siteAccessKey;
      const m = HOST.exec(host);
      const name = m ? checkDomain(m[1]!) : null;
      const project = key && name?.ok ? await projectOfHost(app.store, name.domain) : null;
      if (!key || !project) throw httpError('NotFound', `no site of this server is served at ${host}`);
      const self = `${SIGN_IN_PATH}?${new URLSearchParams({ host, proto, to }).toString()}`;
      const session = request.dashboardSession;
      if (!session) {
        // once: reload from this origin's own page, so the Strict session cookie comes along if there is one
        if (request.query.again === undefined)
          return handOff(reply, `${self}&again=1`, `Continue to sign in for ${host}`);
        return signInForm(reply, null, 200, '', self);
      }
      const { account } = session.actor;
      const claim = ticketClaim(
        host,
        account.email,
        await isMember(app.store, account, project),
        app.sitepub.now(),
      );
      const back = `${proto}://${host}${TICKET_PATH}?${new URLSearchParams({ t: signClaim(key, 'ticket', claim), to }).toString()}`;
      // a page, not a redirect: after the sign-in form, a redirect to another host would be the form's, which the
      // dashboard's CSP (form-action 'self') blocks
      return handOff(reply, back, `Continue to ${host}`);
    },
  );
}
