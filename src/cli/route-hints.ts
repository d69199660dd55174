/**
 * The server's messages name API routes ("publish it first with PUT /my-site.com"): right for API users, and
 * shown verbatim by the CLI. These rules add what to run with sitepub instead, one hint per route named.
 */
const RULES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/\bPUT \/([^\s/;,]+\.[^\s/;,]+)\/rev\/:rev\b/, (m) => `sitepub cutover ${m[1]} <rev>`],
  [/\bPUT \/([^\s/;,]+\.[^\s/;,]+)\/encrypt\b/, (m) => `sitepub encrypt ${m[1]}`],
  [/\bGET \/([^\s/;,]+\.[^\s/;,]+)\/list\b/, (m) => `sitepub list ${m[1]}`],
  [/\bPUT \/([^\s/;,]+\.[^\s/;,]+?)(?=$|[\s;,)])/, (m) => `sitepub deploy <path> ${m[1]}`],
  [/\bPOST \/verification\b/, () => 'sitepub verify'],
  [/\bPOST \/token\b(?!\/)/, () => 'sitepub login (or sitepub token)'],
  [/\bPUT \/card\b/, () => 'sitepub card'],
  [/\bPOST \/upgrade\/link\b/, () => 'sitepub plan <id> --web'],
];

/** The sitepub commands for the API routes `text` names (none when it names none). */
export function cliHints(text: string): string[] {
  const hints: string[] = [];
  for (const [re, hint] of RULES) {
    const m = re.exec(text);
    if (m) hints.push(hint(m));
  }
  return [...new Set(hints)];
}
