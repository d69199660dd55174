/** Small pure formatting helpers shared by the pages. */
import { friendlySize, timeAgoInWords } from '../../views/words.ts';

/** "2026-11-27 15:04 UTC". */
export function date(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** A past moment: "2026-11-27 15:04 UTC (3 minutes ago)". */
export function when(iso: string, now: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return `${date(iso)} (${timeAgoInWords(t, now)})`;
}

export function size(bytes: number): string {
  return friendlySize(bytes);
}
