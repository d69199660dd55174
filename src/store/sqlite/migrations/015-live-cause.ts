import type { Migration } from './types.ts';

/**
 * Why each move of production happened (`deploy`, `cutover`, `rollback`, `rollfore`, `discard`): the production
 * rule (src/server/production/rule.ts) reads it to know which revisions production was rolled back from. Moves
 * recorded before this migration keep a null cause.
 */
export const liveCause: Migration = {
  id: '015-live-cause',
  up(db) {
    db.exec('ALTER TABLE live_history ADD COLUMN cause TEXT');
  },
};
