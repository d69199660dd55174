/**
 * Certificates: `GET /:domain/certs`, `PUT /:domain/encrypt` (NDJSON: progress `encrypt`, `cert`, `info`) and
 * `PUT /:domain/ssl` (custom PEM bundle: key + chain; paid plan; 202 `{msg}` as one NDJSON `msg` line, or 400
 * with the reason).
 */
import { PassThrough } from 'node:stream';
import { canManageCollaborators, canManageRevisions } from '../permissions.ts';
import { httpError } from '../errors.ts';
import { routeReadsBody } from '../plugins/bodies.ts';
import { CertsResult } from '../../protocol/api.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { encryptLineShape, ndjson } from '../schemas/shapes.ts';
import { checkPemBundle, MAX_PEM_BYTES } from '../ca/pem-bundle.ts';
import { ISSUE_STEPS } from '../ca/authority.ts';
import { AcmeIssueError } from '../ca/acme-errors.ts';
import type { CertificateRecord } from '../../store/types.ts';
import { apiBase } from '../api-base.ts';
import { loadProject } from './project-access.ts';
import { SslInstalledEvent } from '../../protocol/types.ts';

export async function certRoutes(app: Routes): Promise<void> {
  // PEM bundles (`surge ssl` sends application/x-pem-file); text/plain here is a PEM too, read only by the
  // routes that read a body (plugins/bodies.ts).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['application/x-pem-file', 'application/x-pem', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_PEM_BYTES * 2 },
    (request, body, done) => done(null, routeReadsBody(request) ? body : undefined),
  );

  app.get(
    '/:domain/certs',
    {
      ...asReturned,
      schema: {
        tags: ['certificates'],
        summary: "The project's certificates (a managed one is issued when missing)",
        params: DomainParams,
        response: {
          200: CertsResult,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      // With ACME, listing never fails nor waits long because of the CA (ensureForDeploy).
      await app.extras.certs.ensureForDeploy(project.domain);
      return { domain: project.domain, certs: await app.extras.certs.describe(project.domain) };
    },
  );

  app.put(
    '/:domain/encrypt',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Provision a managed certificate, answered as an NDJSON stream',
        description: 'Lines: `progress` (id `encrypt`), `cert`, then `info`; `error` on failure.',
        params: DomainParams,
        response: { 200: ndjson('The certificate stream.', encryptLineShape), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project } = await loadProject(app, request, request.params.domain, canManageRevisions);
      const out = new PassThrough();
      const line = (o: unknown) => out.write(JSON.stringify(o) + '\n');
      void reply.code(200).type('application/x-ndjson').send(out);
      const acme = app.extras.certs.ca.kind === 'acme';
      try {
        let cert: CertificateRecord;
        let issued: boolean;
        if (acme) {
          // One progress line per step of the ACME order (ca/authority.ts ISSUE_STEPS).
          const total = ISSUE_STEPS.length;
          line({ type: 'progress', id: 'encrypt', step: 'start', written: 0, total });
          ({ cert, issued } = await app.extras.certs.ensureManaged(project.domain, {
            explicit: true,
            onStep: (step) => {
              const written = ISSUE_STEPS.indexOf(step) + 1;
              line({
                type: 'progress',
                id: 'encrypt',
                step,
                written,
                total,
                ...(written === total ? { end: true } : {}),
              });
            },
          }));
          if (!issued)
            line({ type: 'progress', id: 'encrypt', step: 'current', written: total, total, end: true });
        } else {
          line({ type: 'progress', id: 'encrypt', written: 0, total: 3 });
          ({ cert, issued } = await app.extras.certs.ensureManaged(project.domain));
          line({ type: 'progress', id: 'encrypt', written: 2, total: 3 });
        }
        const certs = await app.extras.certs.describe(project.domain);
        if (!acme) line({ type: 'progress', id: 'encrypt', written: 3, total: 3, end: true });
        line({ type: 'cert', data: app.extras.certs.eventData(cert) });
        line({
          type: 'info',
          domain: project.domain,
          issued,
          certs,
          urls: [{ name: project.domain, domain: project.domain, url: `https://${project.domain}` }],
          instances: app.distributor.instances(project.domain),
        });
      } catch (err) {
        if (err instanceof AcmeIssueError) {
          // The message names the step and what to fix; it never holds key material.
          request.log.warn({ domain: project.domain, kind: err.kind }, err.message);
          line({
            type: 'error',
            error: { message: `certificate for ${project.domain} not issued: ${err.message}` },
          });
        } else {
          request.log.error({ err }, 'certificate provisioning failed');
          line({ type: 'error', error: { message: 'certificate provisioning failed; try again' } });
        }
      }
      out.end();
      return reply;
    },
  );

  app.put(
    '/:domain/ssl',
    {
      config: { readsBody: true, realWordReason: true },
      schema: {
        tags: ['certificates'],
        summary: 'Install a custom certificate (PEM bundle: key + chain; paid plan)',
        description:
          '202 with one NDJSON line `{type: "msg", msg, payload, cert}`; 400 when the PEM is rejected (the ' +
          'reason says why); 403 on a plan without custom certificates (the message links the upgrade).',
        params: DomainParams,
        rawBody: {
          description: 'The PEM bundle: private key and certificate chain.',
          content: { 'application/x-pem-file': { schema: { type: 'string' } } },
        },
        response: {
          202: ndjson('Installed.', SslInstalledEvent),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { project, actor } = await loadProject(
        app,
        request,
        request.params.domain,
        canManageCollaborators,
      );
      const plan = app.extras.billing.planOf(actor.account);
      if (!plan.limits.customCertificates) {
        const upgrade = app.extras.billing.plans.find((p) => p.limits.customCertificates);
        const link = upgrade
          ? await app.extras.billing.createLink(actor.account, 'upgrade', apiBase(app, request), upgrade.id)
          : null;
        throw httpError(
          'Forbidden',
          `custom certificates need a paid plan (${upgrade?.name ?? 'none available'}); you are on ${plan.name}.` +
            (link ? ` Upgrade with \`surge plan\` or in your browser: ${link.url}` : ''),
        );
      }
      const body =
        typeof request.body === 'string'
          ? request.body
          : Buffer.isBuffer(request.body)
            ? request.body.toString('utf8')
            : '';
      if (!body.trim()) {
        throw httpError(
          'BadRequest',
          'send the PEM bundle (private key + certificate chain) as the body with content-type application/x-pem-file',
          {
            details: { pem: 'is empty' },
          },
        );
      }
      const check = checkPemBundle(body, project.domain, new Date(app.sitepub.now()));
      if (!check.ok)
        throw httpError('BadRequest', `certificate rejected: ${check.reason}`, {
          details: { pem: check.reason },
        });
      const info = await app.extras.certs.putCustom(project.domain, check);
      const msg = `custom certificate for ${info.subjectAltNames.join(', ')} installed; it expires ${info.notAfter.slice(0, 10)}`;
      await app.distributor.sync(project.domain).catch(() => undefined);
      void reply.code(202).type('application/x-ndjson');
      return JSON.stringify({ type: 'msg', msg, payload: { status: 'ok', msg }, cert: info }) + '\n';
    },
  );
}
