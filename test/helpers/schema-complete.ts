/**
 * A value completed from a JSON schema of GitHub's descriptions (github-openapi.ts): the value's own fields are
 * kept, every field the schema requires and the value lacks gets a placeholder of its type (the first of an enum,
 * a sample of a string format, 1, false, [], null), through `$ref`, `allOf` and the branch of `oneOf`/`anyOf`
 * that fits the value. Pure; the result is validated by the caller.
 */
export type Schema = Record<string, unknown>;
export interface Doc {
  paths?: Record<string, Record<string, Schema>>;
  webhooks?: Record<string, Record<string, Schema>>;
  components: Record<string, Record<string, Schema>>;
}

/** The schema a `$ref` (`#/components/schemas/...`) points at, followed through chains of refs. */
export function deref(doc: Doc, s: Schema): Schema {
  let out = s;
  for (let i = 0; typeof out.$ref === 'string' && i < 20; i++) {
    const parts = (out.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    out = parts.reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], doc) as Schema;
  }
  return out;
}

const MAX_DEPTH = 40;

function types(s: Schema): string[] {
  const t = s.type;
  const list = Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
  return s.nullable === true ? [...list, 'null'] : list;
}

function placeholder(s: Schema, type: string): unknown {
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((e) => e !== null) ?? s.enum[0];
  if ('const' in s) return s.const;
  switch (type) {
    case 'string':
      switch (s.format) {
        case 'date-time':
          return '2026-01-01T00:00:00Z';
        case 'uri':
        case 'uri-template':
          return 'https://api.github.com/placeholder';
        case 'email':
          return 'placeholder@example.com';
        case 'date':
          return '2026-01-01';
        default:
          return 'placeholder';
      }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** `value` with every required field its schema asks for (placeholders), its own fields kept. */
export function complete(doc: Doc, schema: Schema, value: unknown, depth = 0): unknown {
  const s = deref(doc, schema);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(s.allOf)) {
    let v = value;
    for (const sub of s.allOf as Schema[]) v = complete(doc, sub, v, depth + 1);
    return v;
  }
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches)) {
    const fits = (b: Schema): boolean => {
      const t = types(deref(doc, b));
      if (value === undefined) return !t.includes('null') || t.length > 1;
      if (value === null) return t.includes('null');
      const kind = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
      return t.length === 0 || t.includes(kind) || (kind === 'number' && t.includes('integer'));
    };
    const branch = branches.find(fits) ?? branches[0]!;
    return complete(doc, branch, value, depth + 1);
  }
  const t = types(s);
  if (value === null) return null;
  const isObject = t.includes('object') || (t.length === 0 && (s.properties || s.required));
  if (isObject && (value === undefined || (typeof value === 'object' && !Array.isArray(value)))) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown> | undefined) };
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const name of (s.required as string[] | undefined) ?? [])
      if (out[name] === undefined && props[name])
        out[name] = complete(doc, props[name], undefined, depth + 1);
    for (const [name, v] of Object.entries(out))
      if (props[name] && v !== undefined) out[name] = complete(doc, props[name], v, depth + 1);
    return out;
  }
  if (t.includes('array') && Array.isArray(value) && s.items)
    return value.map((item) => complete(doc, s.items as Schema, item, depth + 1));
  if (value !== undefined) return value;
  const type = t.find((x) => x !== 'null') ?? t[0];
  return type ? placeholder(s, type) : 'placeholder';
}
