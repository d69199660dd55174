/**
 * Human rendering of what `sitepub migrate` did (src/protocol/migration.ts; pure, no I/O): per table the rows
 * copied and already there, the content with its bytes, the CA root, outbox and ACME files, what was verified,
 * the time, and the edge-secret hint (where the old secret is, never its value).
 */
import type { Colors } from 'picocolors/types.js';
import type { MigrationReport } from '../../protocol/migration.ts';
import { formatBytes, formatCount, table } from '../format.ts';

/** What to do about the edge secret: the same one on every origin and edge, taken from where the old one is. */
export function edgeSecretHint(file: string | null): string {
  return (
    'Every origin and edge of the cluster must be started with the same SITEPUB_EDGE_SECRET; ' +
    (file
      ? `the embedded server's is in ${file} (not copied, not printed): SITEPUB_EDGE_SECRET=$(cat ${file})`
      : 'the embedded server had none in its data folder: choose one (e.g. openssl rand -hex 32)')
  );
}

export function renderMigration(r: MigrationReport, c: Colors): string {
  const rows = Object.entries(r.tables).map(([name, n]) => [
    name,
    formatCount(n.copied),
    formatCount(n.present),
  ]);
  rows.push(
    [
      'content (blobs)',
      `${formatCount(r.content.copied)} (${formatBytes(r.content.bytesCopied)})`,
      `${formatCount(r.content.present)} (${formatBytes(r.content.bytesPresent)})`,
    ],
    ['outbox mails', formatCount(r.outbox.copied), formatCount(r.outbox.present)],
    ['ACME files', formatCount(r.acme.copied), formatCount(r.acme.present)],
    ['CA root', r.ca === 'copied' ? '1' : '0', r.ca === 'present' ? '1' : r.ca === 'none' ? '- (none)' : '0'],
  );
  const v = r.verified;
  return [
    `${c.bold('Migrated')} ${r.from} ${c.dim('→')} ${r.database} + ${r.blobs} ${c.dim(`in ${r.seconds.toFixed(1)} s`)}`,
    '',
    table(['WHAT', 'COPIED', 'ALREADY THERE'], rows, c, ['left', 'right', 'right']),
    '',
    `${c.green('verified')}: ${formatCount(v.revisions)} revisions (${formatCount(v.files)} files) list the same ` +
      `manifest, ${formatCount(v.blobs)} blobs read back whole, ${formatCount(v.tokens)} tokens resolve to their accounts`,
    edgeSecretHint(r.edgeSecretFile),
  ].join('\n');
}
