/**
 * `POST /:domain/uploads`: an upload plan, called an upload delta in the code (sitepub extension;
 * uploads/delta.ts, docs/server.md). The client lists every file of the site with sha256 and size; the answer
 * names the paths the deploy must carry. Content counts as present only when a stored revision deployed by the
 * same account references it: nobody learns whether other accounts host some content. Same domain and permission
 * checks as the deploy (deploy/admission.ts); nothing is stored but the delta (in the store's shared state, for
 * any origin), and no rate-limit hit is counted. A listing by size alone (no sha256) is answered with the paths
 * worth hashing: those of a size the account holds content of; no delta is made.
 */
import { UploadDelta, UploadListing, UploadSizeAnswer } from '../../protocol/uploads.ts';
import { DomainParams } from '../../protocol/requests.ts';
import { ArchiveError } from '../deploy/archive-guard.ts';
import { zstdReceivable } from '../deploy/receive.ts';
import { httpError } from '../errors.ts';
import { permitDeploy } from '../deploy/admission.ts';
import { deployableDomain } from '../domain-param.ts';
import { actorOf } from '../plugins/auth.ts';
import { errorResponses, type Routes } from '../schemas/common.ts';
import { checkListing, worthHashing, type DeltaFile } from '../uploads/delta.ts';

/** How a deploy's archive may be compressed, preferred first (receive.ts tells them by their bytes). */
const encodings = (): string[] => (zstdReceivable() ? ['zstd', 'gzip'] : ['gzip']);

export async function uploadRoutes(app: Routes): Promise<void> {
  app.post(
    '/:domain/uploads',
    {
      // 10,100 entries of path + size + sha256 exceed the default 1 MiB.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['deploy'],
        summary: 'Upload plan (sitepub): which files the next deploy must carry',
        description:
          'List every file with size and sha256: 201 with a plan whose `missing` paths the deploy archive carries ' +
          '(name the plan in `x-sitepub-upload`). Listed by size alone (no sha256): 200 with the paths worth ' +
          'hashing; no plan is made. Same permission checks as the deploy.',
        params: DomainParams,
        body: UploadListing,
        response: { 200: UploadSizeAnswer, 201: UploadDelta, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const domain = deployableDomain(request.params.domain);
      // The deploy's own permission check (deploy/admission.ts).
      await permitDeploy(app.store, actor, domain);
      const listed = request.body.files;
      if (listed.some((f) => f.sha256 === undefined)) {
        // By size alone: a question, not a plan. Only files of a size the account holds could be reused; a
        // client hashes those (and lists them again), or, when there are none, deploys the whole site at once.
        const held = await app.store.revisions.accountContentSizes(
          actor.account.id,
          listed.map((f) => f.size),
        );
        app.extras.certs.prepare(domain);
        return reply.code(200).send({ worthHashing: worthHashing(listed, held), encodings: encodings() });
      }
      let files: DeltaFile[];
      try {
        files = checkListing(listed as DeltaFile[], app.sitepub.limits);
      } catch (err) {
        if (err instanceof ArchiveError)
          throw httpError('InvalidSite', err.message.replace(/^archive /, 'site '), {
            details: { files: err.code },
          });
        throw err;
      }
      const known = await app.store.revisions.accountContent(
        actor.account.id,
        files.map((f) => f.sha256),
      );
      for (const sha of known.keys()) if (!(await app.store.blobs.has(sha))) known.delete(sha);
      const plan = await app.uploadDeltas.create({ domain, accountId: actor.account.id, files, known });
      // The first deploy of a domain issues its certificate: start now, while the client starts its upload.
      app.extras.certs.prepare(domain);
      return reply.code(201).send({
        id: plan.id,
        missing: [...plan.missing.keys()].sort(),
        expiresAt: plan.expiresAt,
        reusedFiles: plan.reused.length,
        reusedBytes: plan.reused.reduce((n, f) => n + f.size, 0),
        encodings: encodings(),
      });
    },
  );
}
