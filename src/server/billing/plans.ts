/**
 * The plan catalogue. Plans are account-wide (the official CLI's model). A plan's `limits` are what a project
 * of an account on that plan may use; the hard caps of spec part 8 (DeployLimits) still apply on top.
 * `amount` is in cents per `interval`, as the official CLI prints it.
 */
import type { Plan } from '../../protocol/types.ts';
import { friendlySize } from '../views/words.ts';

export interface PlanLimits {
  /** Files per project. */
  maxFiles: number;
  /** Bytes per project. */
  maxBytes: number;
  /** Custom certificates (`PUT /:domain/ssl`). */
  customCertificates: boolean;
}

export interface PlanDefinition extends Plan {
  interval: 'month' | 'year';
  perks: string[];
  limits: PlanLimits;
  /** The official CLI reads `metadata.regions`. */
  metadata: { regions: string };
  /** Free plans need no card: the CLI skips payment for them. */
  dummy: boolean;
}

export const FREE_PLAN_ID = 'free';

export function defaultPlans(): PlanDefinition[] {
  return [
    {
      id: FREE_PLAN_ID,
      name: 'Free',
      amount: 0,
      friendlyAmount: '$0',
      interval: 'month',
      perks: [
        'Unlimited projects',
        'Managed HTTPS certificates',
        'Preview URL for every revision',
        'Projects up to 200 MB',
      ],
      limits: { maxFiles: 10_100, maxBytes: 200 * 1000 * 1000, customCertificates: false },
      metadata: { regions: '' },
      dummy: true,
    },
    {
      id: 'standard',
      name: 'Standard',
      amount: 1300,
      friendlyAmount: '$13',
      interval: 'month',
      trial_period_days: 0,
      perks: ['Everything in Free', 'Custom SSL certificates', 'Projects up to 450 MB', 'Priority support'],
      limits: { maxFiles: 10_100, maxBytes: 450 * 1000 * 1000, customCertificates: true },
      metadata: { regions: '' },
      dummy: false,
    },
  ];
}

/** Wire form of a plan (the limits stay server-side but are summarised in perks). */
export function publicPlan(p: PlanDefinition, current: boolean): Plan & Record<string, unknown> {
  const { limits: _limits, ...rest } = p;
  return { ...rest, current, paid: p.amount > 0 };
}

const files = (n: number): string => `${n.toLocaleString('en-US')} file${n === 1 ? '' : 's'}`;

/**
 * Why a project needs another plan, in words (the `reason` of a `collect` line, a sitepub extension): what the
 * project holds beyond which limit of the account's plan, and what the plan offered allows.
 */
export function overLimitReason(
  current: PlanDefinition,
  offered: PlanDefinition,
  project: { fileCount: number; projectSize: number },
): string {
  const over: string[] = [];
  if (project.projectSize > current.limits.maxBytes)
    over.push(`${friendlySize(project.projectSize)} is over its ${friendlySize(current.limits.maxBytes)}`);
  if (project.fileCount > current.limits.maxFiles)
    over.push(`${files(project.fileCount)} is over its ${files(current.limits.maxFiles)}`);
  return (
    `the project is over the ${current.name} plan's limits (${over.join('; ')}); the ${offered.name} plan ` +
    `allows ${friendlySize(offered.limits.maxBytes)} and ${files(offered.limits.maxFiles)}`
  );
}
