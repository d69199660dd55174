import type { Migration } from './types.ts';

/**
 * Each revision's private files (src/protocol/private-files.ts) as a JSON array of `{path, size}`, filled in for
 * the revisions stored before from their file lists.
 */
export const privateFiles: Migration = {
  id: '012-private-files',
  up(db) {
    db.exec(`
      ALTER TABLE revisions ADD COLUMN private_files TEXT NOT NULL DEFAULT '[]';
      UPDATE revisions SET private_files = (
        SELECT COALESCE(json_group_array(json_object('path', f.path, 'size', f.size)), '[]')
        FROM revision_files f
        WHERE f.domain = revisions.domain AND f.rev = revisions.rev
          AND f.path IN ('/CNAME', '/AUTH', '/CORS', '/ROUTER')
      );
    `);
  },
};
