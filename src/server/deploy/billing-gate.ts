/**
 * The deploy's billing check: a project larger than the account's billing plan allows needs a subscription
 * first. The deploy then emits `collect` (the plan that fits, a checkout link) and ends with an error, without
 * `info`: it does not complete until the account subscribes.
 */
import type { Actor } from '../permissions.ts';
import type { CollectEvent, DeployEvent } from '../../protocol/types.ts';
import type { DeployDeps } from './deps.ts';
import { DeployError } from './deploy-error.ts';

/** Checks a project size against the account's billing plan: resolves when within, else `collect` and throws. */
export type SizeCheck = (fileCount: number, projectSize: number) => Promise<void>;

/** The message of the `error` line that ends a deploy after `collect`. */
export function collectMessage(event: CollectEvent): string {
  return `this project needs the ${event.plan.name} plan (${event.reason ?? 'over the limits of your plan'}); subscribe with \`surge plan\` or in your browser: ${event.checkout_url}, then deploy again`;
}

/**
 * The check a deploy asks with the declared sizes and then with the received ones, done once per size: sizes
 * within those already found within the billing plan need no second look (a plan's limits are maxima), and no
 * sizes (0 files, 0 bytes) are within every plan. `base`: the API's public URL, for the checkout link.
 */
export function billingGate(
  billing: DeployDeps['billing'],
  actor: Actor,
  base: string,
  emit: (event: DeployEvent) => void,
): SizeCheck {
  let within = { fileCount: 0, projectSize: 0 };
  return async (fileCount, projectSize) => {
    if (fileCount <= within.fileCount && projectSize <= within.projectSize) return;
    const size = { fileCount, projectSize };
    const needed = billing.needsUpgrade(actor.account, size);
    if (needed) {
      const collect = await billing.collectEvent(actor.account, needed, base, size);
      emit(collect);
      throw new DeployError('SITEPUB_PAYMENT_REQUIRED', collectMessage(collect));
    }
    within = size;
  };
}
