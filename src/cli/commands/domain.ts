/** DNS and zone records of apex domains delegated to the service: `dns|zone [list] <domain>`, `add`, `rm`. */
import type { Command } from 'commander';
import type { Act } from '../act.ts';
import type { Context } from '../context.ts';
import { authedClient } from '../api.ts';
import { checkedDomain } from '../domain-arg.ts';
import { table } from '../format.ts';
import { UsageError } from '../errors.ts';

interface DnsRecordLike {
  id?: string | number;
  type?: string;
  name?: string;
  value?: string;
  priority?: string | number | null;
}

function recordsOf(result: unknown): DnsRecordLike[] {
  if (Array.isArray(result)) return result as DnsRecordLike[];
  const records = (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as DnsRecordLike[]) : [];
}

function showRecords(ctx: Context, result: unknown): void {
  ctx.out.result(result, () => {
    const records = recordsOf(result);
    if (records.length === 0) return ctx.out.c.dim('No records.');
    return table(
      ['ID', 'TYPE', 'NAME', 'VALUE', 'PRIORITY'],
      records.map((r) => [
        String(r.id ?? ''),
        r.type ?? '',
        r.name ?? '',
        r.value ?? '',
        String(r.priority ?? ''),
      ]),
      ctx.out.c,
    );
  });
}

function registerRecords(program: Command, act: Act, kind: 'dns' | 'zone'): void {
  const group = program
    .command(kind)
    .description(
      kind === 'dns'
        ? 'custom DNS records of an apex domain delegated to the service'
        : 'the full DNS zone of an apex domain, including managed records',
    );

  group
    .command('list', { isDefault: true })
    .description(`list ${kind} records`)
    .argument('<domain>')
    .action(
      act(async (ctx: Context, domainArg: string) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        showRecords(ctx, kind === 'dns' ? await client.dns(domain) : await client.zone(domain));
      }),
    );

  group
    .command('add')
    .description(
      `add a ${kind} record, e.g. \`sitepub ${kind} add example.com MX @ mx.example.net --priority 10\``,
    )
    .argument('<domain>')
    .argument('<type>', 'record type: A, AAAA, CNAME, MX, TXT, ...')
    .argument('<name>', 'record name, @ for the apex')
    .argument('<value>')
    .option('--priority <n>', 'priority (MX records)')
    .action(
      act(
        async (
          ctx: Context,
          domainArg: string,
          type: string,
          name: string,
          value: string,
          o: { priority?: string },
        ) => {
          const domain = checkedDomain(domainArg);
          if (o.priority !== undefined && !/^\d+$/.test(o.priority))
            throw new UsageError(`--priority "${o.priority}" must be a whole number`);
          const record = {
            type: type.toUpperCase(),
            name,
            value,
            ...(o.priority !== undefined ? { priority: o.priority } : {}),
          };
          const client = authedClient(ctx);
          showRecords(
            ctx,
            kind === 'dns' ? await client.addDns(domain, record) : await client.addZone(domain, record),
          );
        },
      ),
    );

  group
    .command('rm')
    .alias('remove')
    .description(`remove a ${kind} record by id (ids are shown by \`sitepub ${kind} <domain>\`)`)
    .argument('<domain>')
    .argument('<id>')
    .action(
      act(async (ctx: Context, domainArg: string, id: string) => {
        const domain = checkedDomain(domainArg);
        const client = authedClient(ctx);
        showRecords(
          ctx,
          kind === 'dns' ? await client.removeDns(domain, id) : await client.removeZone(domain, id),
        );
      }),
    );
}

export function registerDomainCommands(program: Command, act: Act): void {
  registerRecords(program, act, 'dns');
  registerRecords(program, act, 'zone');
}
