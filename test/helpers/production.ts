/**
 * The words every surface must give for the discard scenario (put live A, put live B, roll back to A,
 * discard live A): written out here once, literally, so the API, the dashboard and the CLI tests check the same
 * text (the CLI adds its own `--endpoint` to the command it names).
 */
export function discardRefusal(domain: string, a: number, b: number): string {
  return (
    `revision ${a} is live on ${domain} and no other revision that was live before can take its place ` +
    `(production was rolled back from revision ${b}, so an implicit move does not return there): discarding it ` +
    `would put a revision nobody chose live. Production is unchanged: ${domain} serves revision ${a}. To serve ` +
    `another revision first, choose one: \`sitepub cutover ${domain} REV\` (or Put live in the dashboard); then ` +
    `discard ${a}.`
  );
}

/** A CLI line without the `--endpoint URL` the CLI adds to the commands it names. */
export function withoutEndpoint(text: string): string {
  return text.replace(/sitepub --endpoint \S+ /g, 'sitepub ');
}
