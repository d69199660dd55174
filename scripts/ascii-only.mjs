/**
 * asciiOnly(code): the same JavaScript with every character outside ASCII written as a \uXXXX escape, so node
 * keeps the bundle's source as a one-byte string: V8 holds a file with even one such character (a ’ in a
 * comment) as two bytes per character, and node decodes it through a second buffer of that size. For the CLI's
 * main chunk that was 2.7 MB twice over; ASCII takes ~3 MB off a deploy's peak RSS (docs/bench.md, "Measurements behind the code").
 *
 * The escape means the same character in comments, string and regular-expression literals, identifiers and
 * template literals, and one escape that precedes the character (`\’`) is folded into it. Tagged templates
 * are left as they are: their tag can read the raw text, which an escape would change.
 */
import ts from 'typescript';

/** [start, end) of every tagged template's literal text. */
function taggedTemplateRanges(code) {
  const file = ts.createSourceFile('bundle.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const ranges = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node)) ranges.push([node.template.getStart(file), node.template.end]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

const escape = (ch) => {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
};

export function asciiOnly(code) {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const keep = taggedTemplateRanges(code);
  const kept = (at) => keep.some(([s, e]) => at >= s && at < e);
  // An odd run of backslashes before the character escapes it: `\’` is the character itself, so drop one.
  // eslint-disable-next-line no-control-regex
  return code.replace(/(\\*)([^\x00-\x7f]+)/g, (match, slashes, chars, at) => {
    if (kept(at + slashes.length)) return match;
    const run = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return run + [...chars].map(escape).join('');
  });
}
