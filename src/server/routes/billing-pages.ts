/** Minimal HTML pages behind the 48-hour checkout and billing links. Every value is escaped. */
import type { Card } from '../../protocol/types.ts';
import type { PlanDefinition } from '../billing/plans.ts';
import { routeReadsBody } from '../plugins/bodies.ts';

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${esc(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem}` +
    `label,input,select,button{display:block;margin:.5rem 0}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`
  );
}

function price(p: PlanDefinition): string {
  return p.amount === 0 ? 'free' : `$${(p.amount / 100).toFixed(2)}/${p.interval}`;
}

function cardLine(card: Card | null): string {
  return card ? `${esc(card.brand)} ending in ${esc(card.last4)}` : 'no card on file';
}

const tokenField = (provider: string) =>
  `<label>Card token (${esc(provider)} provider${provider === 'test' ? ': tok_visa, tok_mastercard, tok_amex' : ''})` +
  `<input name="token" autocomplete="off"></label>`;

export function checkoutPage(o: {
  email: string;
  plan: PlanDefinition;
  card: Card | null;
  provider: string;
}): string {
  return layout(
    `Upgrade to ${o.plan.name}`,
    `<p>Account: ${esc(o.email)}</p><p>${esc(o.plan.name)}: ${esc(price(o.plan))}</p>` +
      `<ul>${o.plan.perks.map((p) => `<li>${esc(p)}</li>`).join('')}</ul><p>Card: ${cardLine(o.card)}</p>` +
      `<form method="post">${tokenField(o.provider)}<button>Subscribe</button></form>`,
  );
}

export function portalPage(o: {
  email: string;
  plan: PlanDefinition;
  plans: PlanDefinition[];
  card: Card | null;
}): string {
  const options = o.plans
    .map(
      (p) =>
        `<option value="${esc(p.id)}"${p.id === o.plan.id ? ' selected' : ''}>${esc(p.name)} (${esc(price(p))})</option>`,
    )
    .join('');
  return layout(
    'Billing',
    `<p>Account: ${esc(o.email)}</p><p>Plan: ${esc(o.plan.name)}</p><p>Card: ${cardLine(o.card)}</p>` +
      `<form method="post">${tokenField('payment')}<label>Plan<select name="plan">${options}</select></label><button>Save</button></form>`,
  );
}

export function donePage(msg: string): string {
  return layout('Done', `<p>${esc(msg)}</p><p>You can close this page.</p>`);
}

/** Parses HTML form posts, for routes that read a body (plugins/bodies.ts), (`application/x-www-form-urlencoded`) into a string map, in the calling plugin. */
export function addFormParser(app: import('fastify').FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      done(null, routeReadsBody(request) ? Object.fromEntries(new URLSearchParams(String(body))) : undefined);
    },
  );
}
