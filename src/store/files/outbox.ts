/** The embedded store's mail outbox: a JSON file per mail (0600, temp file + rename), forwarded with any tool. */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapNativeAsync } from '../errors.ts';
import type { OutboxMail, OutboxStore, StoredMail } from '../types.ts';

/** `<epoch ms>-<kind>-<random>.json`: unique, sorted by queue time. */
export const mailFileName = (kind: string, now: number): string =>
  `${now}-${kind.replace(/[^a-z0-9-]/gi, '_')}-${randomBytes(4).toString('hex')}.json`;

export class FileOutbox implements OutboxStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  put(mail: OutboxMail): Promise<void> {
    return mapNativeAsync(`writing a mail to the outbox ${this.dir}`, async () => {
      await mkdir(this.dir, { recursive: true });
      const name = mailFileName(mail.kind, Date.now());
      const tmp = join(this.dir, `.${name}.tmp`);
      await writeFile(tmp, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2) + '\n', {
        mode: 0o600,
      });
      await rename(tmp, join(this.dir, name));
    });
  }

  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
    } catch {
      return [];
    }
    return Promise.all(
      names.map(async (file) => ({
        ...(JSON.parse(await readFile(join(this.dir, file), 'utf8')) as StoredMail),
        file,
      })),
    );
  }
}
