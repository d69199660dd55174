/**
 * GitHub's published descriptions, for tests that talk to a fake GitHub: the REST API (`@octokit/openapi`,
 * OpenAPI 3.0) and the webhook payloads (`@octokit/openapi-webhooks`, OpenAPI 3.1).
 * - `checkRequest`: the operation a request names exists, its query parameters are declared, its path parameters
 *   and JSON body validate against the operation's schemas: what GitHub would reject is a violation.
 * - `completeResponse` / `completeWebhook`: a body shaped as GitHub sends it: the given values are kept (and then
 *   checked: a value of the wrong shape is a violation), every other required field gets a placeholder of its
 *   schema's type, and the result must validate against the description.
 * The descriptions are read once per process, on first use; each operation's schema is compiled once, when it is
 * first needed (Ajv with ajv-formats).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { complete, deref, type Doc, type Schema } from './schema-complete.ts';

const require = createRequire(import.meta.url);
// ajv-formats is CommonJS with `exports.default`
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

interface Route {
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  literals: number;
  op: Schema;
  pathItem: Record<string, Schema>;
}

interface Described {
  doc: Doc;
  ajv: Ajv;
  id: string;
  compiled: Map<string, ValidateFunction>;
}

let rest: (Described & { routes: Route[] }) | null = null;
let hooks: Described | null = null;

function load(file: string): Doc {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Doc;
}

function restApi(): Described & { routes: Route[] } {
  if (rest) return rest;
  const doc = load('@octokit/openapi/generated/api.github.com.json');
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as unknown as Schema, 'rest');
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const names: string[] = [];
    const regex = new RegExp(
      `^${template
        .split('/')
        .map((seg) => {
          const m = /^\{(.+)\}$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '([^/]+)';
        })
        .join('/')}$`,
    );
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const op = item[method];
      if (op)
        routes.push({
          method,
          template,
          regex,
          names,
          literals: template.split('/').length - names.length,
          op,
          pathItem: item,
        });
    }
  }
  rest = { doc, ajv, id: 'rest', compiled: new Map(), routes };
  return rest;
}

function webhooksApi(): Described {
  if (hooks) return hooks;
  const doc = load('@octokit/openapi-webhooks/generated/api.github.com.json');
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true }) as unknown as Ajv;
  addFormats(ajv);
  ajv.addSchema(doc as unknown as Schema, 'hooks');
  hooks = { doc, ajv, id: 'hooks', compiled: new Map() };
  return hooks;
}

const pointer = (parts: string[]): string =>
  '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The validator of the schema at `parts` in the description, compiled once. */
function validator(d: Described, parts: string[]): ValidateFunction {
  const ref = pointer(parts);
  let v = d.compiled.get(ref);
  if (!v) {
    v = d.ajv.compile({ $ref: `${d.id}${ref}` });
    d.compiled.set(ref, v);
  }
  return v;
}

function errorsOf(v: ValidateFunction): string {
  return (v.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    )
    .join('; ');
}

export interface MatchedOperation {
  route: Route;
  params: Record<string, string>;
}

/** The REST operation a request names, or null when GitHub's description has none. */
export function matchOperation(method: string, path: string): MatchedOperation | null {
  const m = method.toLowerCase();
  let best: MatchedOperation | null = null;
  for (const route of restApi().routes) {
    if (route.method !== m) continue;
    const hit = route.regex.exec(path);
    if (!hit) continue;
    if (best && best.route.literals >= route.literals) continue;
    best = {
      route,
      params: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(hit[i + 1]!)])),
    };
  }
  return best;
}

function parametersOf(route: Route): Schema[] {
  const { doc } = restApi();
  const all = [
    ...((route.pathItem.parameters as unknown as Schema[]) ?? []),
    ...((route.op.parameters as Schema[]) ?? []),
  ];
  return all.map((p) => deref(doc, p));
}

/** A parameter's value (a string on the wire) as its schema's type, for validation. */
function typed(schema: Schema, raw: string): unknown {
  const type = schema.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

const parameterValidators = new WeakMap<Schema, ValidateFunction>();

/** What is wrong with a request, as GitHub's description sees it; empty when GitHub would accept it. */
export function checkRequest(method: string, url: URL, body: unknown): string[] {
  const where = `${method} ${url.pathname}`;
  const matched = matchOperation(method, url.pathname);
  if (!matched) return [`${where}: GitHub's REST description has no such operation`];
  const { route, params } = matched;
  const problems: string[] = [];
  const declared = parametersOf(route);
  const api = restApi();
  const check = (p: Schema, raw: string): void => {
    const schema = deref(api.doc, (p.schema as Schema) ?? {});
    let v = parameterValidators.get(schema);
    if (!v) parameterValidators.set(schema, (v = api.ajv.compile(schema)));
    if (!v(typed(schema, raw)))
      problems.push(`${where}: ${String(p.in)} parameter ${String(p.name)}=${raw}: ${errorsOf(v)}`);
  };
  for (const [name, raw] of Object.entries(params)) {
    const p = declared.find((d) => d.in === 'path' && d.name === name);
    if (p) check(p, raw);
  }
  for (const [name, raw] of url.searchParams) {
    const p = declared.find((d) => d.in === 'query' && d.name === name);
    if (!p) problems.push(`${where}: query parameter "${name}" is not declared by ${route.template}`);
    else check(p, raw);
  }
  const requestBody = route.op.requestBody ? deref(api.doc, route.op.requestBody as Schema) : null;
  const json = (requestBody?.content as Record<string, Schema> | undefined)?.['application/json'];
  if (json) {
    if (body === null || body === undefined) {
      if (requestBody?.required === true) problems.push(`${where}: the request body is required`);
    } else {
      const v = validator(api, [
        'paths',
        route.template,
        route.method,
        'requestBody',
        'content',
        'application/json',
        'schema',
      ]);
      const content = route.op.requestBody as Schema;
      // a $ref'd requestBody (components/requestBodies) is validated through the component
      const target =
        typeof content.$ref === 'string'
          ? validator(api, [
              ...(content.$ref as string).replace(/^#\//, '').split('/'),
              'content',
              'application/json',
              'schema',
            ])
          : v;
      if (!target(body)) problems.push(`${where}: the body does not validate: ${errorsOf(target)}`);
    }
  }
  return problems;
}

export interface Completed {
  body: unknown;
  problems: string[];
}

/**
 * The body GitHub answers `method path` with `status`, completed from the description around `body`, with what
 * is wrong with it (empty when it validates). Bodies of statuses the description does not give are left as they are.
 */
export function completeResponse(method: string, path: string, status: number, body: unknown): Completed {
  const matched = matchOperation(method, path);
  if (!matched) return { body, problems: [] };
  const api = restApi();
  const { route } = matched;
  const responses = route.op.responses as Record<string, Schema>;
  // GitHub may answer any request with an error its description does not list for it (403 for a missing
  // permission, a rate limit): such an answer is GitHub's basic error
  const response =
    responses[String(status)] ??
    (status >= 400 ? { $ref: '#/components/schemas/basic-error-answer' } : undefined);
  if (response?.$ref === '#/components/schemas/basic-error-answer') {
    const full = complete(api.doc, { $ref: '#/components/schemas/basic-error' }, body);
    const v = validator(api, ['components', 'schemas', 'basic-error']);
    return {
      body: full,
      problems: v(full)
        ? []
        : [`${method} ${path} → ${status}: the fake's error does not validate: ${errorsOf(v)}`],
    };
  }
  if (!response)
    return {
      body,
      problems: [`${method} ${path}: GitHub's description has no ${status} answer for ${route.template}`],
    };
  const resolved = deref(api.doc, response);
  const json = (resolved.content as Record<string, Schema> | undefined)?.['application/json'];
  if (!json?.schema) return { body, problems: [] };
  const parts =
    typeof response.$ref === 'string'
      ? [...(response.$ref as string).replace(/^#\//, '').split('/'), 'content', 'application/json', 'schema']
      : [
          'paths',
          route.template,
          route.method,
          'responses',
          String(status),
          'content',
          'application/json',
          'schema',
        ];
  const full = complete(api.doc, json.schema as Schema, body);
  const v = validator(api, parts);
  return {
    body: full,
    problems: v(full)
      ? []
      : [`${method} ${path} → ${status}: the fake's answer does not validate: ${errorsOf(v)}`],
  };
}

/** Events a workflow runs on that are not webhooks (no payload schema is published for them). */
const NOT_WEBHOOKS = new Set(['schedule']);

/**
 * An event payload as GitHub sends it for `eventName` (and its `action`), completed from the webhook schemas
 * around `payload`; throws, naming what is wrong, when it does not validate.
 */
export function completeWebhook(
  eventName: string,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  if (NOT_WEBHOOKS.has(eventName)) return payload;
  const api = webhooksApi();
  // pull_request_target carries the pull_request payload
  const base = (eventName === 'pull_request_target' ? 'pull_request' : eventName).replace(/_/g, '-');
  const action = typeof payload.action === 'string' ? payload.action.replace(/_/g, '-') : null;
  const name = action && api.doc.webhooks?.[`${base}-${action}`] ? `${base}-${action}` : base;
  const hook = api.doc.webhooks?.[name];
  if (!hook)
    throw new Error(`No webhook schema for the ${eventName} event${action ? ` (action ${action})` : ''}`);
  const body = deref(api.doc, hook.post!.requestBody as Schema);
  const schema = (body.content as Record<string, Schema>)['application/json']!.schema as Schema;
  const full = complete(api.doc, schema, payload) as Record<string, unknown>;
  const at = hook.post!.requestBody as Schema;
  const v = validator(
    api,
    typeof at.$ref === 'string'
      ? [...at.$ref.replace(/^#\//, '').split('/'), 'content', 'application/json', 'schema']
      : ['webhooks', name, 'post', 'requestBody', 'content', 'application/json', 'schema'],
  );
  if (!v(full))
    throw new Error(`The ${name} payload does not validate against GitHub's webhook schema: ${errorsOf(v)}`);
  return full;
}
