import type { Migration } from './types.ts';

/** The email as the account was created (case kept), echoed by the API; accounts from before it show `email`. */
export const shownEmail: Migration = {
  id: '011-shown-email',
  up(db) {
    db.exec('ALTER TABLE accounts ADD COLUMN shown_email TEXT');
  },
};
