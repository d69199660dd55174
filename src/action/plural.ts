/** Pure: "1 file", "2 files": a count with its noun, singular for exactly one. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
