/**
 * Plans and billing: `GET /plans`, `GET /:domain/plans`, `PUT /plan`, `PUT /:domain/plan`, `PUT /card`,
 * `POST /upgrade/link`, `POST /billing/link` (48-hour browser links), `GET /subscription`,
 * `GET /:domain/subscription`, and the browser pages those links open (`/billing/upgrade/:secret`, formerly
 * `/billing/checkout/:secret`,
 * `/billing/portal/:secret`), which take a payment-provider card token from a form.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { canManageRevisions } from '../permissions.ts';
import { httpError, paymentRequired } from '../errors.ts';
import { actorOf } from '../plugins/auth.ts';
import {
  BillingLink,
  CardChange,
  CheckoutForm,
  type Form,
  PlanChange,
  PlansResult,
  PortalForm,
  ProjectSubscription,
  SubscriptionResult,
} from '../../protocol/api.ts';
import { asReturned, errorResponses, type Routes } from '../schemas/common.ts';
import {
  CardBody,
  DomainParams,
  LinkParams,
  NoBody,
  PlanBody,
  UpgradeLinkBody,
} from '../../protocol/requests.ts';
import { htmlPage } from '../schemas/shapes.ts';
import { BillingError } from '../billing/service.ts';
import { apiBase } from '../api-base.ts';
import { loadProject } from './project-access.ts';
import { addFormParser, checkoutPage, donePage, portalPage } from './billing-pages.ts';

const tags = ['billing'];
/** A route answering one documented object, with `summary` and `tags`. */
const billingRoute = <R extends Record<number, TSchema>, X extends object>(
  summary: string,
  response: R,
  extra: X,
) => ({
  ...asReturned,
  schema: { tags, summary, ...extra, response: { ...response, ...errorResponses } },
});

async function billing<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof BillingError)) throw err;
    if (err.status === 402) throw paymentRequired(err.message, err.details);
    throw httpError(
      err.status === 404 ? 'NotFound' : 'BadRequest',
      err.message,
      err.details ? { details: err.details } : {},
    );
  }
}

export async function billingRoutes(app: Routes): Promise<void> {
  addFormParser(app);
  const svc = () => app.extras.billing;

  // ---- plans ----
  app.get(
    '/plans',
    billingRoute('Available plans, the current plan, the card on file', { 200: PlansResult }, {}),
    async (request) => svc().view(actorOf(request).account),
  );
  app.get(
    '/:domain/plans',
    billingRoute('Plans, scoped to one project', { 200: PlansResult }, { params: DomainParams }),
    async (request) => {
      const { project, actor } = await loadProject(app, request, request.params.domain, canManageRevisions);
      return svc().view(actor.account, project.domain);
    },
  );

  const setPlan = async (request: FastifyRequest, body: Static<typeof PlanBody>) => {
    const { plan, token } = body ?? {};
    if (!plan)
      throw httpError(
        'BadRequest',
        'plan is required, e.g. {"plan":"standard"}; list plans with GET /plans',
        { details: { plan: 'is required' } },
      );
    return billing(() => svc().setPlan(actorOf(request).account, plan, token));
  };
  app.put(
    '/plan',
    billingRoute(
      'Subscribe to or change plan',
      { 200: PlanChange },
      {
        body: PlanBody,
        description: '`{plan, token?}`: `token` a payment-provider card token; 402 when a card is needed.',
      },
    ),
    async (request) => setPlan(request, request.body),
  );
  app.put(
    '/:domain/plan',
    billingRoute(
      'Change plan (the account’s; the project is checked for access)',
      { 200: PlanChange },
      {
        params: DomainParams,
        body: PlanBody,
      },
    ),
    async (request) => {
      // Plans are account-wide: the domain form checks access and then changes the account's plan.
      await loadProject(app, request, request.params.domain, canManageRevisions);
      return setPlan(request, request.body);
    },
  );

  app.put(
    '/card',
    billingRoute(
      'Put a card on file',
      { 201: CardChange },
      {
        body: CardBody,
      },
    ),
    async (request, reply) => {
      const result = await billing(() => svc().setCard(actorOf(request).account, request.body?.token));
      return reply.code(201).send(result);
    },
  );

  // ---- subscription (surge-sdk) ----
  app.get(
    '/subscription',
    billingRoute("The account's subscription", { 200: SubscriptionResult }, {}),
    async (request) => svc().subscription(actorOf(request).account),
  );
  app.get(
    '/:domain/subscription',
    billingRoute(
      "A project's paywall state: its plan, perks and subscription",
      { 200: ProjectSubscription },
      {
        params: DomainParams,
      },
    ),
    async (request) => {
      const { project, actor } = await loadProject(app, request, request.params.domain, canManageRevisions);
      // The project paywall payload (surge-sdk): its plan, perks, and whether a subscription pays for it.
      const state = await svc().subscription(actor.account);
      const perks = (state.plan.perks as string[] | undefined) ?? [];
      return {
        domain: project.domain,
        type: state.subscription ? ('subscription' as const) : ('free' as const),
        perks,
        ...state,
      };
    },
  );

  // ---- 48-hour links ----
  app.post(
    '/upgrade/link',
    billingRoute(
      'A browser checkout link, valid 48 hours',
      { 201: BillingLink },
      {
        body: UpgradeLinkBody,
      },
    ),
    async (request, reply) => {
      const link = await billing(() =>
        svc().createLink(actorOf(request).account, 'upgrade', apiBase(app, request), request.body?.plan),
      );
      return reply.code(201).send(link);
    },
  );
  app.post(
    '/billing/link',
    billingRoute(
      'A browser billing-portal link (card, invoices, cancellation), valid 48 hours',
      { 201: BillingLink },
      { body: NoBody },
    ),
    async (request, reply) => {
      const link = await billing(() =>
        svc().createLink(actorOf(request).account, 'billing', apiBase(app, request)),
      );
      return reply.code(201).send(link);
    },
  );

  // ---- the pages behind the links (public: the secret in the path is the credential) ----
  const page = (reply: FastifyReply, html: string, code = 200) =>
    reply
      .code(code)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  async function accountOfLink(secret: string, kind: 'upgrade' | 'billing') {
    const link = await billing(() => svc().openLink(secret, kind));
    const account = await app.store.accounts.getAccount(link.accountId);
    if (!account) throw httpError('NotFound', 'the account of this link no longer exists');
    return { link, account };
  }

  // Upgrade links are `/billing/upgrade/<secret>` (the real service's upgrade links have `/upgrade/` in their
  // path); `/billing/checkout/<secret>`, their older form, keeps working for links handed out before.
  for (const path of ['/billing/upgrade/:secret', '/billing/checkout/:secret']) {
    app.get(
      path,
      {
        config: { auth: false },
        schema: {
          tags,
          summary: 'The checkout page of an upgrade link (public: the secret is the credential)',
          params: LinkParams,
          response: { 200: htmlPage('The checkout form.'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { link, account } = await accountOfLink(request.params.secret, 'upgrade');
        const plan = svc().plan(link.plan ?? '') ?? svc().planOf(account);
        return page(
          reply,
          checkoutPage({
            email: account.email,
            plan,
            card: await svc().card(account),
            provider: svc().provider.name,
          }),
        );
      },
    );
    app.post<{ Params: Static<typeof LinkParams>; Body: Form<typeof CheckoutForm> }>(
      path,
      {
        config: { auth: false, readsBody: true },
        schema: {
          tags,
          summary: 'Submit the checkout form (card token) of an upgrade link',
          params: LinkParams,
          rawBody: {
            description: 'The form: `token` (payment-provider card token).',
            content: { 'application/x-www-form-urlencoded': { schema: { ...CheckoutForm } } },
          },
          response: { 200: htmlPage('Done.'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { link, account } = await accountOfLink(request.params.secret, 'upgrade');
        const result = await billing(() =>
          svc().setPlan(account, link.plan, request.body?.token || undefined),
        );
        return page(reply, donePage(result.msg));
      },
    );
  }
  app.get(
    '/billing/portal/:secret',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'The billing portal page of a billing link (public: the secret is the credential)',
        params: LinkParams,
        response: { 200: htmlPage('The portal: plan, card, plans.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { account } = await accountOfLink(request.params.secret, 'billing');
      return page(
        reply,
        portalPage({
          email: account.email,
          plan: svc().planOf(account),
          plans: svc().plans,
          card: await svc().card(account),
        }),
      );
    },
  );
  app.post<{ Params: Static<typeof LinkParams>; Body: Form<typeof PortalForm> }>(
    '/billing/portal/:secret',
    {
      config: { auth: false, readsBody: true },
      schema: {
        tags,
        summary: 'Submit the billing portal form (card token and/or plan)',
        params: LinkParams,
        rawBody: {
          description: 'The form: `token` (payment-provider card token) and/or `plan`.',
          content: { 'application/x-www-form-urlencoded': { schema: { ...PortalForm } } },
        },
        response: { 200: htmlPage('Done.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { account } = await accountOfLink(request.params.secret, 'billing');
      const body = request.body ?? {};
      if (body.token) await billing(() => svc().setCard(account, body.token));
      const fresh = (await app.store.accounts.getAccount(account.id)) ?? account;
      const msg = body.plan ? (await billing(() => svc().setPlan(fresh, body.plan))).msg : 'Card updated.';
      return page(reply, donePage(msg));
    },
  );
}
