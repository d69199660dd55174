/**
 * `sitepub serve --plans FILE`: the operator's plan catalogue as JSON, checked here (pure) with one error that
 * names the bad field (`plans[1].limits.maxBytes`) and the form it needs. The file is an array of plans, or
 * `{"plans": [...]}`:
 *
 *   [{"id": "free", "name": "Free", "amount": 0, "interval": "month",
 *     "limits": {"maxFiles": 10100, "maxBytes": 1000000000, "customCertificates": true},
 *     "perks": ["Projects up to 1 GB"]}]
 *
 * `amount` is in cents per `interval`; `friendlyAmount`, `perks`, `interval` have defaults. Limits above the
 * server's hard caps (spec part 8, src/protocol/limits.ts) are refused: the caps apply to every plan.
 */
import { MAX_FILES, MAX_PROJECT_BYTES } from '../../protocol/limits.ts';
import { FREE_PLAN_ID, type PlanDefinition } from './plans.ts';

export class PlansFileError extends Error {
  override name = 'PlansFileError';
  /** The bad field, e.g. `plans[0].limits.maxBytes`. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const KNOWN = new Set([
  'id',
  'name',
  'amount',
  'friendlyAmount',
  'interval',
  'perks',
  'limits',
  'trial_period_days',
]);
const KNOWN_LIMITS = new Set(['maxFiles', 'maxBytes', 'customCertificates']);

function count(v: unknown, field: string, max: number, unit: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw new PlansFileError(field, `must be a whole number of ${unit} above 0, got ${JSON.stringify(v)}`);
  if (v > max)
    throw new PlansFileError(
      field,
      `${v} is above the server's hard cap of ${max} ${unit} per project (spec part 8), which applies to every plan`,
    );
  return v;
}

function text(v: unknown, field: string): string {
  if (typeof v !== 'string' || v.trim() === '' || v.length > 200)
    throw new PlansFileError(
      field,
      `must be a non-empty string (at most 200 characters), got ${JSON.stringify(v)}`,
    );
  return v;
}

function planAt(raw: unknown, i: number): PlanDefinition {
  const at = `plans[${i}]`;
  if (!isObject(raw)) throw new PlansFileError(at, 'must be an object {id, name, amount, limits, …}');
  for (const key of Object.keys(raw))
    if (!KNOWN.has(key))
      throw new PlansFileError(`${at}.${key}`, `unknown field; known fields: ${[...KNOWN].join(', ')}`);
  const id = raw.id;
  if (typeof id !== 'string' || !ID.test(id))
    throw new PlansFileError(
      `${at}.id`,
      `must be lower-case letters, digits, - or _ (e.g. "free", "team"), got ${JSON.stringify(id)}`,
    );
  const name = text(raw.name, `${at}.name`);
  const amount = raw.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
    throw new PlansFileError(
      `${at}.amount`,
      `must be a whole number of cents, 0 or more, got ${JSON.stringify(amount)}`,
    );
  const interval = raw.interval ?? 'month';
  if (interval !== 'month' && interval !== 'year')
    throw new PlansFileError(`${at}.interval`, `must be "month" or "year", got ${JSON.stringify(interval)}`);
  const perks = raw.perks ?? [];
  if (!Array.isArray(perks) || perks.some((p) => typeof p !== 'string'))
    throw new PlansFileError(`${at}.perks`, 'must be an array of strings');
  const trial = raw.trial_period_days;
  if (trial !== undefined && (typeof trial !== 'number' || !Number.isInteger(trial) || trial < 0))
    throw new PlansFileError(`${at}.trial_period_days`, 'must be a whole number of days, 0 or more');
  const limits = raw.limits;
  if (!isObject(limits))
    throw new PlansFileError(`${at}.limits`, 'must be an object {maxFiles, maxBytes, customCertificates}');
  for (const key of Object.keys(limits))
    if (!KNOWN_LIMITS.has(key))
      throw new PlansFileError(
        `${at}.limits.${key}`,
        `unknown limit; known limits: ${[...KNOWN_LIMITS].join(', ')}`,
      );
  const custom = limits.customCertificates ?? false;
  if (typeof custom !== 'boolean')
    throw new PlansFileError(`${at}.limits.customCertificates`, 'must be true or false');
  const friendly = raw.friendlyAmount ?? `$${(amount / 100).toFixed(amount % 100 === 0 ? 0 : 2)}`;
  return {
    id,
    name,
    amount,
    friendlyAmount: text(friendly, `${at}.friendlyAmount`),
    interval,
    ...(trial !== undefined ? { trial_period_days: trial as number } : {}),
    perks: perks as string[],
    limits: {
      maxFiles: count(limits.maxFiles, `${at}.limits.maxFiles`, MAX_FILES, 'files'),
      maxBytes: count(limits.maxBytes, `${at}.limits.maxBytes`, MAX_PROJECT_BYTES, 'bytes'),
      customCertificates: custom,
    },
    metadata: { regions: '' },
    dummy: amount === 0,
  };
}

/** The plans of a `--plans` file's parsed JSON, or a PlansFileError naming the first bad field. */
export function parsePlans(json: unknown): PlanDefinition[] {
  const list = isObject(json) ? json.plans : json;
  const where = isObject(json) ? 'plans' : '(top level)';
  if (!Array.isArray(list) || list.length === 0)
    throw new PlansFileError(where, 'must be a non-empty array of plans (or {"plans": [...]})');
  const plans = list.map(planAt);
  const seen = new Set<string>();
  plans.forEach((p, i) => {
    if (seen.has(p.id)) throw new PlansFileError(`plans[${i}].id`, `"${p.id}" is used by an earlier plan`);
    seen.add(p.id);
  });
  if (!seen.has(FREE_PLAN_ID))
    throw new PlansFileError(
      'plans',
      `needs a plan with id "${FREE_PLAN_ID}": the plan every new account starts on`,
    );
  return plans;
}

/** The plans of a `--plans` file's text (a JSON syntax error names the file's problem too). */
export function parsePlansText(source: string): PlanDefinition[] {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (err) {
    throw new PlansFileError('(file)', `is not JSON: ${(err as Error).message}`);
  }
  return parsePlans(json);
}
