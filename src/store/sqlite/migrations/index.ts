/**
 * Ordered list of schema migrations. Each runs once, in its own transaction, in this order.
 * To add tables, write `migrations/NNN-what.ts` exporting a `Migration` and APPEND it here.
 */
import type { Migration } from './types.ts';
import { coreSchema } from './001-core.ts';
import { apiExtrasSchema } from './010-api-extras.ts';
import { shownEmail } from './011-shown-email.ts';
import { privateFiles } from './012-private-files.ts';
import { aliases } from './013-aliases.ts';
import { sharedState } from './014-shared-state.ts';
import { liveCause } from './015-live-cause.ts';

export type { Migration } from './types.ts';

export const migrations: Migration[] = [
  coreSchema,
  apiExtrasSchema,
  shownEmail,
  privateFiles,
  aliases,
  sharedState,
  liveCause,
];
