/** Human wording used in listings: sizes (decimal units) and "time ago". */
export function friendlySize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = -1;
  do {
    v /= 1000;
    i++;
  } while (v >= 1000 && i < units.length - 1);
  return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}

export function timeAgoInWords(then: number, now: number): string {
  const s = Math.max(0, Math.round((now - then) / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (s < 45) return 'less than a minute ago';
  const m = Math.round(s / 60);
  if (m < 60) return plural(m, 'minute');
  const h = Math.round(m / 60);
  if (h < 24) return plural(h, 'hour');
  const d = Math.round(h / 24);
  if (d < 30) return plural(d, 'day');
  const mo = Math.round(d / 30.44);
  if (mo < 12) return plural(mo, 'month');
  return plural(Math.round(d / 365.25), 'year');
}

export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
