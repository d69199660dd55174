/**
 * DNS record rules for zones the service is authoritative for: which types a user may add, how name, value
 * and priority are checked and normalised, and which records clash. Pure: no I/O.
 *
 * Names are relative to the zone (`@` is the apex, `www`, `_dmarc`, `*.docs`); a fully qualified name inside
 * the zone (`www.example.com` or `www.example.com.`) is accepted and made relative.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { RECORD_TYPES, type DnsRecord, type RecordInput, type RecordType } from '../../protocol/dns.ts';

export const DEFAULT_TTL = 3600;
export const MIN_TTL = 60;
export const MAX_TTL = 86_400;
export const MAX_TXT_LENGTH = 2048;
export const MAX_RECORDS_PER_ZONE = 500;

export type RecordCheck = { ok: true; record: RecordInput } | { ok: false; details: Record<string, string> };

const LABEL = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;

function hostname(value: string): string | null {
  const h = value.trim().toLowerCase().replace(/\.$/, '');
  if (h.length === 0 || h.length > 253) return null;
  return h.split('.').every((l) => LABEL.test(l)) && h.includes('.') ? h : null;
}

/** `@`, relative or in-zone FQDN → relative name, or null when it is not a valid name in this zone. */
export function relativeName(input: string, zone: string): string | null {
  let n = input.trim().toLowerCase();
  if (n === '' || n === '@') return '@';
  if (n.endsWith('.')) {
    n = n.slice(0, -1);
    if (n === zone) return '@';
    if (!n.endsWith('.' + zone)) return null;
    n = n.slice(0, -(zone.length + 1));
  } else if (n === zone) {
    return '@';
  } else if (n.endsWith('.' + zone)) {
    n = n.slice(0, -(zone.length + 1));
  }
  if (n.length + zone.length + 1 > 253) return null;
  const labels = n.split('.');
  const ok = labels.every((l, i) => LABEL.test(l) || (l === '*' && i === 0));
  return ok ? n : null;
}

function toInt(v: unknown): number | null {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,10}$/.test(v.trim())) return Number(v.trim());
  return null;
}

function checkValue(type: RecordType, raw: string): { value: string } | { error: string } {
  const v = raw.trim();
  switch (type) {
    case 'A':
      return isIPv4(v) ? { value: v } : { error: 'A value must be an IPv4 address, e.g. 192.0.2.10' };
    case 'AAAA':
      return isIPv6(v)
        ? { value: v.toLowerCase() }
        : { error: 'AAAA value must be an IPv6 address, e.g. 2001:db8::10' };
    case 'CNAME':
    case 'NS':
    case 'MX': {
      const h = hostname(v);
      return h ? { value: h } : { error: `${type} value must be a host name, e.g. mail.example.net` };
    }
    case 'TXT':
      if (v.length === 0) return { error: 'TXT value must not be empty' };
      if (v.length > MAX_TXT_LENGTH)
        return { error: `TXT value is longer than ${MAX_TXT_LENGTH} characters` };
      return /^[\x20-\x7e]*$/.test(v) ? { value: v } : { error: 'TXT value must be printable ASCII' };
    case 'CAA': {
      const m = /^(\d{1,3})\s+(issue|issuewild|iodef)\s+"([^"]*)"$/i.exec(v);
      if (!m || Number(m[1]) > 255) {
        return {
          error:
            'CAA value must be `<flags> <issue|issuewild|iodef> "<value>"`, e.g. 0 issue "letsencrypt.org"',
        };
      }
      return { value: `${Number(m[1])} ${m[2]!.toLowerCase()} "${m[3]}"` };
    }
    case 'SRV': {
      const m = /^(\d{1,5})\s+(\d{1,5})\s+(\S+)$/.exec(v);
      const target = m ? hostname(m[3]!) : null;
      if (!m || !target || Number(m[1]) > 65535 || Number(m[2]) > 65535) {
        return { error: 'SRV value must be `<weight> <port> <target>`, e.g. 5 5060 sip.example.net' };
      }
      return { value: `${Number(m[1])} ${Number(m[2])} ${target}` };
    }
  }
}

/**
 * Checks a record a user wants to add to `zone`, given the records already there (managed ones included).
 * The body may carry other fields (the official CLI sends its whole argv): they are ignored.
 */
export function checkRecord(
  body: Record<string, unknown>,
  zone: string,
  existing: readonly DnsRecord[],
): RecordCheck {
  const details: Record<string, string> = {};
  const typeRaw = typeof body.type === 'string' ? body.type.trim().toUpperCase() : '';
  const type = (RECORD_TYPES as readonly string[]).includes(typeRaw) ? (typeRaw as RecordType) : null;
  if (!type) details.type = `type must be one of ${RECORD_TYPES.join(', ')}`;

  const nameRaw = body.name === undefined || body.name === null ? '@' : String(body.name);
  const name = relativeName(nameRaw, zone);
  if (name === null) {
    details.name = `name must be @ or labels of letters, digits, "-" or "_" inside ${zone} (a leading * is allowed)`;
  }

  let value: string | null = null;
  if (typeof body.value !== 'string' && typeof body.value !== 'number') details.value = 'value is required';
  else if (type) {
    const r = checkValue(type, String(body.value));
    if ('error' in r) details.value = r.error;
    else value = r.value;
  }

  let priority: number | null = null;
  const hasPriority = body.priority !== undefined && body.priority !== null && body.priority !== '';
  if (type === 'MX' || type === 'SRV') {
    priority = hasPriority ? toInt(body.priority) : null;
    if (priority === null || priority > 65535)
      details.priority = `${type} needs a priority between 0 and 65535`;
  } else if (hasPriority && type) {
    details.priority = `priority applies only to MX and SRV records, not ${type}`;
  }

  let ttl = DEFAULT_TTL;
  if (body.ttl !== undefined && body.ttl !== null && body.ttl !== '') {
    const t = toInt(body.ttl);
    if (t === null || t < MIN_TTL || t > MAX_TTL)
      details.ttl = `ttl must be a whole number of seconds from ${MIN_TTL} to ${MAX_TTL}`;
    else ttl = t;
  }

  if (Object.keys(details).length === 0 && type && name !== null && value !== null) {
    const clash = clashOf({ type, name, value, priority, ttl }, existing);
    if (clash) details[clash.field] = clash.message;
  }
  if (Object.keys(details).length > 0) return { ok: false, details };
  return { ok: true, record: { type: type!, name: name!, value: value!, priority, ttl } };
}

function clashOf(r: RecordInput, existing: readonly DnsRecord[]): { field: string; message: string } | null {
  if (existing.filter((e) => e.category === 'custom').length >= MAX_RECORDS_PER_ZONE) {
    return {
      field: 'type',
      message: `a zone holds at most ${MAX_RECORDS_PER_ZONE} custom records; remove some first`,
    };
  }
  if (r.name === '@' && (r.type === 'CNAME' || r.type === 'NS' || r.type === 'A' || r.type === 'AAAA')) {
    return {
      field: 'name',
      message: `${r.type} at the apex (@) is managed by the service (it points at the edges); use a subdomain name`,
    };
  }
  const same = existing.filter((e) => e.name === r.name);
  if (r.type === 'CNAME' && same.length > 0) {
    return {
      field: 'name',
      message: `${r.name} already has records; a CNAME must be the only record at its name`,
    };
  }
  const cname = same.find((e) => e.type === 'CNAME');
  if (cname)
    return {
      field: 'name',
      message: `${r.name} has a CNAME (${cname.id}); remove it before adding other records`,
    };
  if (same.some((e) => e.type === r.type && e.value === r.value && e.priority === r.priority)) {
    return { field: 'value', message: `${r.name} already has this ${r.type} record` };
  }
  return null;
}
