/**
 * The server's messages name API routes ("publish it first with PUT /my-site.com"): right for API users, not
 * for people at a terminal. `inCliTerms` puts the sitepub command in the route's place, in backticks (so Output
 * adds `--endpoint` to it when the endpoint is not the default); routes with no command stay as they are.
 */
const DOMAIN = String.raw`([^\s/;,()]+\.[^\s/;,()]+?)`;
const END = String.raw`(?=$|[\s;,.)])`;

const RULES: readonly [RegExp, (...m: string[]) => string][] = [
  [new RegExp(String.raw`\bPUT /${DOMAIN}/rev/:rev\b`, 'g'), (_, d) => `sitepub cutover ${d} <rev>`],
  [new RegExp(String.raw`\bPUT /${DOMAIN}/encrypt\b`, 'g'), (_, d) => `sitepub encrypt ${d}`],
  [new RegExp(String.raw`\bGET /${DOMAIN}/list\b`, 'g'), (_, d) => `sitepub list ${d}`],
  [new RegExp(String.raw`\bGET /${DOMAIN}/dns\b`, 'g'), (_, d) => `sitepub dns ${d}`],
  [/\bDELETE \/:domain\b/g, () => 'sitepub teardown <domain>'],
  [new RegExp(String.raw`\bPUT /${DOMAIN}${END}`, 'g'), (_, d) => `sitepub deploy <path> ${d}`],
  [/\bPOST \/verification\b/g, () => 'sitepub verify'],
  [
    /\bPOST \/token\/reset\/([^\s;,()]+@[^\s;,()]+?)(?=$|[\s;,)]|\.(?:\s|$))/g,
    (_, e) => `sitepub password-reset ${e}`,
  ],
  [/\bPOST \/token\b(?!\/)(?: \(HTTP Basic [^)]*\))?/g, () => 'sitepub login'],
  [/\bGET \/tokens\b/g, () => 'sitepub tokens'],
  [/\bGET \/plans\b/g, () => 'sitepub plans'],
  [/\bPUT \/card\b(?: \{token\})?/g, () => 'sitepub card'],
  [/\bPOST \/upgrade\/link\b/g, () => 'sitepub plan <id> --web'],
];

/** `text` with each API route it names replaced by its sitepub command, in backticks (pure). */
export function inCliTerms(text: string): string {
  let out = text;
  for (const [re, command] of RULES) out = out.replace(re, (...m: string[]) => `\`${command(...m)}\``);
  return out;
}

/** The sitepub commands for the API routes `text` names (none when it names none). */
export function cliHints(text: string): string[] {
  return [...new Set([...inCliTerms(text).matchAll(/`(sitepub [^`]+)`/g)].map((m) => m[1]!))];
}
