/**
 * Distribution when no edge nodes run (`--edges 0`): nothing to sync, no instances. `DistributorSlot` lets
 * main.ts start the app first and plug the real distributor in once the API's own URL is known.
 */
import type { Instance } from '../protocol/types.ts';
import type {
  Distributor,
  EdgeAuditRow,
  EdgeDescriptor,
  EdgeLogs,
  SyncOptions,
  SyncResult,
} from './distribution/types.ts';

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
  // optional edge methods (H3): forwarded so the edge routes see the real distributor through the slot
  get siteAccessKey(): Buffer | undefined {
    return this.target.siteAccessKey;
  }

  authorizeEdge(authorization: string | undefined): boolean {
    return this.target.authorizeEdge?.(authorization) ?? false;
  }
  async register(edge: EdgeDescriptor): Promise<EdgeDescriptor> {
    if (!this.target.register) throw new Error('this server runs without edge distribution');
    return this.target.register(edge);
  }
  async currentEdges(): Promise<EdgeDescriptor[]> {
    return (await this.target.currentEdges?.()) ?? this.target.edges();
  }
  originUrls(): string[] {
    return this.target.originUrls?.() ?? [];
  }
  async audit(domain: string): Promise<EdgeAuditRow[]> {
    return (await this.target.audit?.(domain)) ?? [];
  }
  async logs(domain: string, since: number): Promise<EdgeLogs> {
    return (await this.target.logs?.(domain, since)) ?? { records: [], unreachable: [] };
  }
}
