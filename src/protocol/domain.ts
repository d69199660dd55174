/**
 * Domain names and preview hosts, shared by server, edge, client and Action.
 * A domain must match the official CLI's rule (/^[a-zA-Z0-9_-]+\.[.a-zA-Z0-9_-]+$/, docs/surge-protocol.md §3),
 * plus DNS length rules. Canonical form: lower case, no trailing dot, IDN as punycode.
 * Preview host of a revision: `<rev>-<domain>` (the form the official clients accept as a cutover rev).
 */
import { domainToASCII } from 'node:url';

export type DomainCheck = { ok: true; domain: string } | { ok: false; rule: string };

const SHAPE = /^[a-z0-9_-]+\.[.a-z0-9_-]+$/;

export function canonicalHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h; // IPv6 literal: never a project
  const colon = h.lastIndexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  while (h.endsWith('.')) h = h.slice(0, -1);
  if (/[^\x20-\x7e]/.test(h)) h = domainToASCII(h) || h;
  return h;
}

export function checkDomain(input: string): DomainCheck {
  if (typeof input !== 'string' || input.length === 0) return { ok: false, rule: 'domain is empty' };
  let d = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '');
  while (d.endsWith('.')) d = d.slice(0, -1);
  if (/[^\x20-\x7e]/.test(d)) {
    const ascii = domainToASCII(d);
    if (!ascii) return { ok: false, rule: 'domain is not a valid internationalised name' };
    d = ascii;
  }
  if (d.length > 253) return { ok: false, rule: 'domain is longer than 253 characters' };
  if (!SHAPE.test(d)) {
    return {
      ok: false,
      rule: 'domain must be labels of letters, digits, "-" or "_" separated by dots, with at least one dot',
    };
  }
  for (const label of d.split('.')) {
    if (label.length === 0) return { ok: false, rule: 'domain has an empty label (two dots in a row)' };
    if (label.length > 63)
      return { ok: false, rule: `label "${label.slice(0, 20)}…" is longer than 63 characters` };
    if (label.startsWith('-') || label.endsWith('-'))
      return { ok: false, rule: `label "${label}" starts or ends with "-"` };
  }
  return { ok: true, domain: d };
}

export function previewHost(rev: number | string, domain: string): string {
  return `${rev}-${domain}`;
}

/** Host of a preview alias `<name>-<domain>` (protocol/aliases.ts; here so the edge needs no schema module). */
export function aliasHost(name: string, domain: string): string {
  return `${name}-${domain}`;
}

/** Splits a preview host `<13+ digit rev>-<domain>` into its parts, or null. */
export function parsePreviewHost(host: string): { rev: number; domain: string } | null {
  const m = /^(\d{10,16})-(.+)$/.exec(host);
  if (!m) return null;
  return { rev: Number(m[1]), domain: m[2]! };
}

/** A rev argument as the official clients send it: `<rev>` or `<rev>-<domain>`. */
export function parseRevArg(arg: string): number | null {
  const m = /^(\d{1,16})(?:-.+)?$/.exec(arg);
  return m ? Number(m[1]) : null;
}
