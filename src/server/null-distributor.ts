/**
 * Distribution when no edge nodes run (`--edges 0`): nothing to sync, no instances. `DistributorSlot` lets
 * main.ts start the app first and plug the real distributor in once the API's own URL is known.
 */
import type { Instance } from '../protocol/types.ts';
import type { Distributor, EdgeDescriptor, SyncOptions, SyncResult } from './distribution/types.ts';

const EMPTY: SyncResult = { confirmed: [], unconfirmed: [], bytesFetched: 0 };

export class NullDistributor implements Distributor {
  edges(): EdgeDescriptor[] {
    return [];
  }
  async sync(_domain: string, _options?: SyncOptions): Promise<SyncResult> {
    return EMPTY;
  }
  async purge(_domain: string): Promise<SyncResult> {
    return EMPTY;
  }
  instances(_domain: string): Instance[] {
    return [];
  }
  publicUrl(host: string): string {
    return `http://${host}`;
  }
  async close(): Promise<void> {}
}

export class DistributorSlot implements Distributor {
  private target: Distributor;

  constructor(target: Distributor = new NullDistributor()) {
    this.target = target;
  }
  set(target: Distributor): void {
    this.target = target;
  }
  get current(): Distributor {
    return this.target;
  }
  edges(): EdgeDescriptor[] {
    return this.target.edges();
  }
  sync(domain: string, options?: SyncOptions): Promise<SyncResult> {
    return this.target.sync(domain, options);
  }
  purge(domain: string): Promise<SyncResult> {
    return this.target.purge(domain);
  }
  instances(domain: string): Instance[] {
    return this.target.instances(domain);
  }
  publicUrl(host: string): string {
    return this.target.publicUrl(host);
  }
  close(): Promise<void> {
    return this.target.close();
  }
}
