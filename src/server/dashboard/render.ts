/**
 * Pages are Eta templates (views/*.ts, loaded once under `@names`), escaped by Eta (`<%= %>`): no HTML is built
 * by hand. `page()` renders one inside the layout with what every page shows (user, CSRF token, notice).
 */
import { Eta } from 'eta';
import type { FastifyReply } from 'fastify';
import { ANALYTICS, CHART } from './views/analytics.ts';
import { ACCOUNT, TOKENS } from './views/account.ts';
import { COMPARE } from './views/compare.ts';
import { AUDIT, CERTS, COLLABORATORS, DNS, FACTS, SETTINGS } from './views/extras.ts';
import { ERROR_PAGE, LAYOUT, PROJECT_NAV } from './views/layout.ts';
import { CONFIRM, PROJECT } from './views/project.ts';
import { PROJECTS } from './views/projects.ts';
import { SIGNIN } from './views/signin.ts';

const TEMPLATES = {
  '@layout': LAYOUT,
  '@project-nav': PROJECT_NAV,
  '@chart': CHART,
  '@facts': FACTS,
  '@error': ERROR_PAGE,
  '@signin': SIGNIN,
  '@projects': PROJECTS,
  '@project': PROJECT,
  '@confirm': CONFIRM,
  '@compare': COMPARE,
  '@analytics': ANALYTICS,
  '@audit': AUDIT,
  '@certs': CERTS,
  '@collaborators': COLLABORATORS,
  '@settings': SETTINGS,
  '@dns': DNS,
  '@tokens': TOKENS,
  '@account': ACCOUNT,
} as const;

export type TemplateName = Exclude<keyof typeof TEMPLATES, '@layout' | '@project-nav' | '@chart' | '@facts'>;

const eta = new Eta({ autoEscape: true, cache: true });
for (const [name, text] of Object.entries(TEMPLATES)) eta.loadTemplate(name, text);

export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

export type Nav = 'projects' | 'tokens' | 'account' | null;

/** Tabs of a project's pages: [path after the domain, label]. */
export const PROJECT_TABS: [string, string][] = [
  ['', 'Revisions'],
  ['compare', 'Compare'],
  ['analytics', 'Analytics'],
  ['audit', 'Edges'],
  ['certs', 'Certificates'],
  ['collaborators', 'Collaborators'],
  ['settings', 'Settings'],
  ['dns', 'DNS'],
];

export interface Frame {
  title: string;
  nav?: Nav;
  notice?: Notice | null;
  status?: number;
}

/** The error page of a failed API call: its status, and its words unless `notice` (an action's outcome) is given. */
export function failed(
  reply: FastifyReply,
  user: string | null,
  frame: Frame,
  res: { status: number; error: string | null },
  notice?: Notice | null,
): Promise<FastifyReply> {
  const text = res.error ?? 'failed';
  return page(reply, user, '@error', {
    ...frame,
    status: res.status,
    notice: notice ?? { kind: 'error', text },
  });
}

/** Renders `name` in the layout and sends it as the reply. `user` is the signed-in email, or null. */
export async function page(
  reply: FastifyReply,
  user: string | null,
  name: TemplateName,
  frame: Frame,
  data: Record<string, unknown> = {},
): Promise<FastifyReply> {
  const csrf = reply.generateCsrf();
  const html = eta.render(name, {
    ...data,
    projectTabs: PROJECT_TABS,
    title: frame.title,
    nav: frame.nav ?? null,
    notice: frame.notice ?? null,
    user,
    csrf,
  });
  return reply
    .code(frame.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(html);
}
