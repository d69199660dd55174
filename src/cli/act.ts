/** The action wrapper's type, shared by program.ts (which builds it) and the command groups under ./commands. */
import type { Context } from './context.ts';

/** Wraps a command implementation: builds its Context from the merged global + local options. */
export type Act = (
  fn: (ctx: Context, ...args: never[]) => Promise<void>,
) => (...args: unknown[]) => Promise<void>;
