/** The NDJSON reply of a deploy: one JSON object per line, written as work progresses. */
import { PassThrough } from 'node:stream';
import type { DeployEvent } from '../../protocol/types.ts';

export class NdjsonStream {
  readonly stream = new PassThrough();
  private ended = false;

  write(event: DeployEvent): void {
    if (this.ended || this.stream.destroyed) return;
    this.stream.write(`${JSON.stringify(event)}\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.stream.end();
  }
}
