export const id = 927;
export const ids = [927];
export const modules = {

/***/ 57336:
/***/ ((module) => {

let p = process || {}, argv = p.argv || [], env = p.env || {}
let isColorSupported =
	!(!!env.NO_COLOR || argv.includes("--no-color")) &&
	(!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || ((p.stdout || {}).isTTY && env.TERM !== "dumb") || !!env.CI)

let formatter = (open, close, replace = open) =>
	input => {
		let string = "" + input, index = string.indexOf(close, open.length)
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close
	}

let replaceClose = (string, close, replace, index) => {
	let result = "", cursor = 0
	do {
		result += string.substring(cursor, index) + replace
		cursor = index + close.length
		index = string.indexOf(close, cursor)
	} while (~index)
	return result + string.substring(cursor)
}

let createColors = (enabled = isColorSupported) => {
	let f = enabled ? formatter : () => String
	return {
		isColorSupported: enabled,
		reset: f("\x1b[0m", "\x1b[0m"),
		bold: f("\x1b[1m", "\x1b[22m", "\x1b[22m\x1b[1m"),
		dim: f("\x1b[2m", "\x1b[22m", "\x1b[22m\x1b[2m"),
		italic: f("\x1b[3m", "\x1b[23m"),
		underline: f("\x1b[4m", "\x1b[24m"),
		inverse: f("\x1b[7m", "\x1b[27m"),
		hidden: f("\x1b[8m", "\x1b[28m"),
		strikethrough: f("\x1b[9m", "\x1b[29m"),

		black: f("\x1b[30m", "\x1b[39m"),
		red: f("\x1b[31m", "\x1b[39m"),
		green: f("\x1b[32m", "\x1b[39m"),
		yellow: f("\x1b[33m", "\x1b[39m"),
		blue: f("\x1b[34m", "\x1b[39m"),
		magenta: f("\x1b[35m", "\x1b[39m"),
		cyan: f("\x1b[36m", "\x1b[39m"),
		white: f("\x1b[37m", "\x1b[39m"),
		gray: f("\x1b[90m", "\x1b[39m"),

		bgBlack: f("\x1b[40m", "\x1b[49m"),
		bgRed: f("\x1b[41m", "\x1b[49m"),
		bgGreen: f("\x1b[42m", "\x1b[49m"),
		bgYellow: f("\x1b[43m", "\x1b[49m"),
		bgBlue: f("\x1b[44m", "\x1b[49m"),
		bgMagenta: f("\x1b[45m", "\x1b[49m"),
		bgCyan: f("\x1b[46m", "\x1b[49m"),
		bgWhite: f("\x1b[47m", "\x1b[49m"),

		blackBright: f("\x1b[90m", "\x1b[39m"),
		redBright: f("\x1b[91m", "\x1b[39m"),
		greenBright: f("\x1b[92m", "\x1b[39m"),
		yellowBright: f("\x1b[93m", "\x1b[39m"),
		blueBright: f("\x1b[94m", "\x1b[39m"),
		magentaBright: f("\x1b[95m", "\x1b[39m"),
		cyanBright: f("\x1b[96m", "\x1b[39m"),
		whiteBright: f("\x1b[97m", "\x1b[39m"),

		bgBlackBright: f("\x1b[100m", "\x1b[49m"),
		bgRedBright: f("\x1b[101m", "\x1b[49m"),
		bgGreenBright: f("\x1b[102m", "\x1b[49m"),
		bgYellowBright: f("\x1b[103m", "\x1b[49m"),
		bgBlueBright: f("\x1b[104m", "\x1b[49m"),
		bgMagentaBright: f("\x1b[105m", "\x1b[49m"),
		bgCyanBright: f("\x1b[106m", "\x1b[49m"),
		bgWhiteBright: f("\x1b[107m", "\x1b[49m"),
	}
}

module.exports = createColors()
module.exports.createColors = createColors


/***/ }),

/***/ 37509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ parseList),
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   NW: () => (/* binding */ collectPair),
/* harmony export */   pz: () => (/* binding */ parsePort),
/* harmony export */   zq: () => (/* binding */ parseCount)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67375);
/** Argument parsers for commander options: each throws commander's InvalidArgumentError with the expected form. */

function parsePort(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > 65535)
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('expected a port number 0-65535.');
    return n;
}
function parseCount(value) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > 64)
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('expected a whole number 0-64.');
    return n;
}
/** Repeatable `--meta key=value`: collects into an object. */
function collectPair(value, previous = {}) {
    const eq = value.indexOf('=');
    if (eq <= 0)
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`expected key=value, got "${value}".`);
    return { ...previous, [value.slice(0, eq).trim()]: value.slice(eq + 1) };
}
/** Repeatable string option. */
function collect(value, previous = []) {
    return [...previous, value];
}
/** Comma- or space-separated list. */
function parseList(value) {
    return value
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean);
}


/***/ }),

/***/ 99804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Dz: () => (/* binding */ registerServerCommands)
});

// UNUSED EXPORTS: edge, serve

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/errors.js
var errors = __webpack_require__(13675);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/server-runtime.js
var server_runtime = __webpack_require__(67942);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/store-urls.js
var store_urls = __webpack_require__(50847);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-list.js
var origin_list = __webpack_require__(53684);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/args.js
var args = __webpack_require__(37509);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/hints.js
var hints = __webpack_require__(20236);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/serve-log.js
const LOG_FORMATS = ['json', 'pretty'];
/** Pretty on a terminal (stderr, where the logs go) unless --json asked for machine output; JSON elsewhere. */
function defaultLogFormat(stderrIsTTY, json) {
    return stderrIsTTY && !json ? 'pretty' : 'json';
}
const LEVELS = {
    10: 'trace',
    20: 'debug',
    30: 'info',
    40: 'warn',
    50: 'error',
    60: 'fatal',
};
/** Fields every record has, or that the request line shows: not repeated as key=value. */
const SHOWN = new Set([
    'level',
    'time',
    'pid',
    'hostname',
    'reqId',
    'msg',
    'req',
    'res',
    'responseTime',
    'err',
]);
/** Requests seen but not completed that are remembered (a client that vanished never completes). */
const MAX_PENDING = 1000;
/** `HH:MM:SS` in local time. */
function clock(ms) {
    const d = new Date(ms ?? Date.now());
    return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
/** 0.4 ms, 12 ms, 1.3 s. */
function formatDuration(ms) {
    if (ms >= 1000)
        return `${(ms / 1000).toFixed(1)} s`;
    return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
function value(v) {
    if (typeof v === 'string')
        return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}
/**
 * A formatter: one JSON log line in, the line to print out (null: nothing yet, as for a request that has not
 * completed). Keeps the requests under way by reqId. Lines that are not JSON pass through unchanged.
 */
function prettyLogFormatter(c) {
    const pending = new Map();
    const status = (code) => {
        const s = String(code ?? '-');
        if (code === undefined)
            return s;
        return code >= 500 ? c.red(s) : code >= 400 ? c.yellow(s) : code >= 300 ? c.cyan(s) : c.green(s);
    };
    const level = (n) => {
        const name = (LEVELS[n ?? 30] ?? String(n)).padEnd(5);
        return (n ?? 30) >= 50 ? c.red(name) : (n ?? 30) >= 40 ? c.yellow(name) : c.dim(name);
    };
    return (line) => {
        let r;
        try {
            r = JSON.parse(line);
        }
        catch {
            return line;
        }
        if (typeof r !== 'object' || r === null)
            return line;
        const under = r.reqId !== undefined ? pending.get(r.reqId) : undefined;
        if (r.reqId !== undefined && r.req && r.msg === 'incoming request') {
            if (pending.size >= MAX_PENDING)
                pending.delete(pending.keys().next().value);
            pending.set(r.reqId, { req: r.req, notes: [] });
            return null;
        }
        if (r.reqId !== undefined && r.res && typeof r.responseTime === 'number') {
            pending.delete(r.reqId);
            const req = under?.req ?? r.req ?? {};
            const notes = [...(under?.notes ?? []), ...(r.err?.message ? [r.err.message] : [])];
            return [
                c.dim(clock(r.time)),
                c.bold(req.method ?? '-'),
                req.url ?? '-',
                status(r.res.statusCode),
                formatDuration(r.responseTime),
                c.dim(req.host ?? ''),
                ...(notes.length ? [c.dim(`- ${notes.join('; ')}`)] : []),
            ]
                .filter((s) => s !== '')
                .join(' ');
        }
        // Why a request was refused (the error handler's info line: a 4xx's message): on its request's line.
        if (under && (r.level ?? 30) < 40 && (r.res || r.err || typeof r.status === 'number') && r.msg) {
            under.notes.push(r.msg);
            return null;
        }
        const fields = Object.entries(r)
            .filter(([k]) => !SHOWN.has(k))
            .map(([k, v]) => `${k}=${value(v)}`);
        const head = [
            c.dim(clock(r.time)),
            level(r.level),
            ...(under ? [`${under.req.method ?? ''} ${under.req.url ?? ''}:`] : []),
            r.msg ?? '',
            ...(r.err?.message && r.err.message !== r.msg ? [r.err.message] : []),
            ...fields.map((f) => c.dim(f)),
        ]
            .filter((s) => s !== '')
            .join(' ');
        const stack = (r.level ?? 30) >= 50 && r.err?.stack
            ? r.err.stack
                .split('\n')
                .slice(1)
                .map((l) => c.dim(`    ${l.trim()}`))
            : [];
        return [head, ...stack].join('\n');
    };
}
/**
 * A destination for the server's logger (`{ stream }`): pino writes one JSON line per record; each is formatted
 * and handed to `print` (which adds the newline).
 */
function prettyLogStream(print, c) {
    const format = prettyLogFormatter(c);
    let rest = '';
    return {
        write(chunk) {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) {
                if (line === '')
                    continue;
                const text = format(line);
                if (text !== null)
                    print(text);
            }
            return true;
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/server.js
/**
 * `sitepub serve` (reference API server + N edges) and `sitepub edge` (one edge node).
 * Both stay up until SIGTERM or SIGINT, then shut down gracefully and exit 0. With --json, `serve` prints exactly
 * one line once every listener is up: {"api":"http://127.0.0.1:PORT","edges":[...],"domain":"localhost"}.
 * The server code is imported only here, so other commands never load it.
 */










/** Listening addresses that mean "every interface": an edge registered with one is unreachable. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);
/** Resolves on the first SIGTERM/SIGINT; a second one forces exit 130. */
function untilSignal(ctx) {
    return new Promise((resolve) => {
        const onSignal = (signal) => {
            process.off('SIGTERM', onSignal);
            process.off('SIGINT', onSignal);
            const force = () => process.exit(130);
            process.once('SIGTERM', force);
            process.once('SIGINT', force);
            ctx.out.status(`${signal}: shutting down`);
            resolve(signal);
        };
        process.on('SIGTERM', onSignal);
        process.on('SIGINT', onSignal);
    });
}
/**
 * A file system error while a server or an edge starts concerns its data folder, never a site being deployed:
 * names the path and the operation, and says the folder must be writable (not the packer's .surgeignore advice).
 */
function dataFolderError(err, data) {
    const e = err;
    if (!(e instanceof Error) || typeof e.path !== 'string' || typeof e.syscall !== 'string' || !e.code)
        return err;
    return new errors/* CliError */.z1(`cannot ${e.syscall} ${e.path} (${e.code}): the data folder ${data} must be a folder this user can ` +
        'write; fix its permissions (or that path), or pass --data with another folder');
}
/** Refuses a server command on a node too old for it, in one line (src/cli/server-runtime.ts). */
function checkRuntime(command) {
    const problem = (0,server_runtime/* serverRuntimeProblem */.vj)(command, process.versions.node);
    if (problem)
        throw new errors/* CliError */.z1(problem);
}
/**
 * The server's logger: JSON lines on stderr, or one line per request for a terminal (serve-log.ts). --quiet drops
 * the request lines (info) but keeps warnings and errors (modes tightened, a port taken\u2026).
 */
function serveLogger(ctx, o) {
    const format = o.logFormat ?? defaultLogFormat(ctx.io.stderr.isTTY === true, ctx.out.json);
    return {
        level: o.log ? 'info' : 'warn',
        stream: format === 'pretty' ? prettyLogStream((line) => ctx.out.log(line), ctx.out.ce) : process.stderr,
    };
}
async function serve(ctx, o) {
    checkRuntime('serve');
    const { startServer } = await Promise.all(/* import() */[__webpack_require__.e(383), __webpack_require__.e(752), __webpack_require__.e(596), __webpack_require__.e(453), __webpack_require__.e(606), __webpack_require__.e(238), __webpack_require__.e(822), __webpack_require__.e(562)]).then(__webpack_require__.bind(__webpack_require__, 72562));
    const data = external_node_path_.resolve(ctx.io.cwd, o.data ?? 'sitepub-data');
    try {
        const { database } = (0,store_urls/* storeUrlsOf */.Zs)({ database: o.database, blobs: o.blobs, env: ctx.io.env });
        // the database password never reaches this command's output, whatever a driver's error message says
        const password = database ? new URL(database.url).password : '';
        if (password)
            ctx.out.redactor.add(decodeURIComponent(password));
    }
    catch (err) {
        throw err instanceof store_urls/* StoreUrlError */.TG ? new errors/* UsageError */.eb(err.message) : err;
    }
    const advertiseProblem = o.advertiseUrl === undefined ? null : (0,origin_list/* advertiseUrlProblem */.al)(o.advertiseUrl);
    if (advertiseProblem)
        throw new errors/* UsageError */.eb(advertiseProblem);
    const plans = o.plans === undefined ? undefined : await readPlans(ctx, o.plans);
    // startServer prints the one --json line itself once every listener is up.
    const server = await startServer({
        ...(plans ? { plans } : {}),
        ...(o.planLimits === false ? { planLimits: false } : {}),
        data,
        ...(o.host !== undefined ? { host: o.host } : {}),
        ...(o.port !== undefined ? { port: o.port } : {}),
        ...(o.edges !== undefined ? { edges: o.edges } : {}),
        ...(o.domain !== undefined ? { domain: o.domain } : {}),
        ...(o.trustProxy ? { trustProxy: o.trustProxy } : {}),
        ...(o.dnsPort !== undefined ? { dnsPort: o.dnsPort } : {}),
        ...(o.dnsPlatformZone ? { dnsPlatformZone: true } : {}),
        ...(o.profile !== undefined ? { profile: o.profile } : {}),
        ...(o.dnsResolver !== undefined ? { dnsResolver: o.dnsResolver } : {}),
        ...(o.acmeDirectory !== undefined ? { acmeDirectory: o.acmeDirectory } : {}),
        ...(o.acmeEmail !== undefined ? { acmeEmail: o.acmeEmail } : {}),
        ...(o.acmeCa !== undefined ? { acmeCa: external_node_path_.resolve(ctx.io.cwd, o.acmeCa) } : {}),
        ...(o.dashboard === false ? { dashboard: false } : {}),
        ...(o.database !== undefined ? { database: o.database } : {}),
        ...(o.blobs !== undefined ? { blobs: o.blobs } : {}),
        ...(o.advertiseUrl !== undefined ? { advertiseUrl: o.advertiseUrl } : {}),
        logger: serveLogger(ctx, o),
        json: ctx.out.json,
    }).catch((err) => {
        throw dataFolderError(err, data);
    });
    const stopped = untilSignal(ctx);
    const { c } = ctx.out;
    if (!ctx.out.json)
        ctx.out.result(null, () => [
            `${c.bold('sitepub server')} ${c.dim(`(${server.where === data ? 'data in ' : 'state in '}${server.where})`)}`,
            `  API        ${c.cyan(server.api)}`,
            `  edges      ${server.edges.length ? server.edges.map((e) => c.cyan(e)).join(', ') : c.dim('none')}`,
            `  domain     *.${server.domain}`,
            ...(server.dashboard ? [`  dashboard  ${c.cyan(server.dashboard)}`] : []),
            ...(server.docs ? [`  API docs   ${c.cyan(server.docs)}`] : []),
            server.mail === 'smtp'
                ? '  mail       SMTP (SITEPUB_SMTP_URL)'
                : `  mail       ${c.yellow('no SMTP')}: mails (verification, password reset) are kept in ${server.outbox}`,
            ...(o.planLimits === false
                ? ['  plans      no plan limits (--no-plan-limits): only the hard caps (450 MB, 10,100 files)']
                : plans
                    ? [`  plans      ${plans.map((p) => p.id).join(', ')} (from ${o.plans})`]
                    : []),
            '',
            `  Use it from this shell:  ${(0,hints/* exportEndpointLine */.g9)(server.api)}`,
            `  then:                    sitepub login`,
            `                           sitepub deploy ./public my-site.${server.domain}`,
            c.dim(`  (or pass --endpoint ${server.api} to each command)`),
            c.dim('Press Ctrl-C to stop.'),
        ].join('\n'));
    await stopped;
    await server.close();
}
/** The plans of `--plans FILE`, or a usage error naming the file and the bad field. */
async function readPlans(ctx, file) {
    const { parsePlansText, PlansFileError } = await __webpack_require__.e(/* import() */ 250).then(__webpack_require__.bind(__webpack_require__, 3250));
    const resolved = external_node_path_.resolve(ctx.io.cwd, file);
    let source;
    try {
        source = await (0,promises_.readFile)(resolved, 'utf8');
    }
    catch (err) {
        throw new errors/* UsageError */.eb(`--plans ${file}: cannot read it (${err.code ?? String(err)}); pass a JSON file of plans (docs/server.md, "Plans of a self-hosted server")`);
    }
    try {
        return parsePlansText(source);
    }
    catch (err) {
        if (err instanceof PlansFileError)
            throw new errors/* UsageError */.eb(`--plans ${file}: ${err.message} (docs/server.md, "Plans of a self-hosted server")`);
        throw err;
    }
}
async function edge(ctx, o) {
    checkRuntime('edge');
    const { startEdge } = await Promise.all(/* import() */[__webpack_require__.e(606), __webpack_require__.e(238), __webpack_require__.e(548)]).then(__webpack_require__.bind(__webpack_require__, 38238));
    const secret = o.secret ?? ctx.io.env.SITEPUB_EDGE_SECRET;
    if (!secret)
        throw new errors/* UsageError */.eb('an edge needs the secret it shares with the origin: pass --secret or set SITEPUB_EDGE_SECRET');
    ctx.out.redactor.add(secret);
    if (o.publicUrl === undefined && WILDCARD_HOSTS.has(o.host))
        throw new errors/* UsageError */.eb(`--host ${o.host} listens on every interface, so it is no address the origin can reach this edge at: ` +
            `pass --public-url with one it can (e.g. --public-url http://<this machine's address>:${o.port || 'PORT'})`);
    const edgeData = external_node_path_.resolve(ctx.io.cwd, o.data);
    const node = await startEdge({
        origin: o.origin,
        secret,
        data: edgeData,
        host: o.host,
        port: o.port,
        ...(o.tlsPort !== undefined ? { tlsPort: o.tlsPort } : {}),
        ...(o.publicTlsPort !== undefined ? { publicTlsPort: o.publicTlsPort } : {}),
        ...(o.publicUrl !== undefined ? { publicUrl: o.publicUrl } : {}),
        ...(o.trustProxy?.length ? { trustedProxies: o.trustProxy } : {}),
        logger: (msg) => ctx.out.log(msg),
    }).catch((err) => {
        throw dataFolderError(err, edgeData);
    });
    const stopped = untilSignal(ctx);
    // First registration with the origin (or a logged failure to reach it). A refused secret will not get better.
    const refused = await node.ready;
    if (refused) {
        await node.close();
        throw new errors/* CliError */.z1(`the origin ${o.origin} rejected the edge secret (HTTP ${refused.status}): pass the secret the origin was ` +
            'started with (its SITEPUB_EDGE_SECRET, or <data>/edge-secret of `sitepub serve`) with --secret or SITEPUB_EDGE_SECRET');
    }
    ctx.out.result({ id: node.id, url: node.url, tlsUrl: node.tlsUrl, origin: o.origin }, `edge ${node.id} listening on ${ctx.out.c.cyan(node.url)}${node.tlsUrl ? ` and ${ctx.out.c.cyan(node.tlsUrl)}` : ''} (origin ${o.origin})`);
    await stopped;
    await node.close();
}
function registerServerCommands(program, act) {
    program
        .command('serve')
        .description('run the reference API server with local edge nodes (sites at http://<name>.<domain>:<edge port>)')
        .option('--data <dir>', 'data directory: database, files, mail outbox (default: ./sitepub-data)')
        .option('--host <host>', 'interface to listen on (default: 127.0.0.1)')
        .option('--port <port>', 'API port, 0 = any free port (default: 3000)', args/* parsePort */.pz)
        .option('--edges <n>', 'number of local edge nodes, on ports API+1\u2026API+N or free ones (default: 2)', args/* parseCount */.zq)
        .option('--domain <domain>', 'platform domain: sites are <name>.<domain> (default: localhost)')
        .option('--trust-proxy <addrs>', 'proxies whose X-Forwarded-For is trusted (comma-separated)', args/* parseList */.E1)
        .option('--dns-port <port>', 'answer DNS for managed zones on this UDP/TCP port (default: off)', args/* parsePort */.pz)
        .option('--dns-platform-zone', 'the platform domain is delegated to that DNS responder: it answers the zone, and with ACME preview hosts share one *.<domain> certificate ordered over DNS-01')
        .addOption(new commander/* Option */.c$('--profile <name>', 'sitepub: the API with sitepub extensions; surge: only the published surge protocol (default: sitepub)').choices(['sitepub', 'surge']))
        .option('--dns-resolver <host:port>', "DNS servers (comma-separated host[:port]) asked whether a custom domain points here (default: the system's)", args/* parseList */.E1)
        .option('--acme-directory <url>', "order managed certificates from this ACME directory, e.g. Let's Encrypt (env SITEPUB_ACME_DIRECTORY; default: the local root)")
        .option('--acme-email <email>', 'contact the ACME account registers (env SITEPUB_ACME_EMAIL)')
        .option('--acme-ca <file>', "PEM bundle trusted for the ACME directory's own HTTPS, e.g. Pebble's (env SITEPUB_ACME_CA)")
        .option('--database <url>', 'keep the state in PostgreSQL, postgres://USER[:PASS]@HOST:PORT/DB, shared by every origin (env SITEPUB_DATABASE_URL; default: the data folder)')
        .option('--blobs <url>', 'keep site content in an S3 bucket, s3://BUCKET[/PREFIX]; needs --database (env SITEPUB_BLOBS_URL; endpoint and keys from AWS_*)')
        .option('--advertise-url <url>', 'URL edges reach this origin at directly, told to every edge so it asks another origin when one dies (default: http://HOST:PORT)')
        .option('--plans <file>', "the plans, their prices and limits, as JSON (below; default: surge.sh's, Free 200 MB / Standard 450 MB)")
        .option('--no-plan-limits', "no plan's size or file-count limit applies: only the hard caps (450 MB, 10,100 files per project)")
        .option('--quiet', 'no request logs on stderr (warnings and errors still)')
        .option('--no-dashboard', 'do not serve the web dashboard at /dashboard (docs/dashboard.md)')
        .addOption(new commander/* Option */.c$('--log-format <format>', 'pretty: one line per request; json: pino JSON lines (default: pretty on a terminal, else json)').choices(LOG_FORMATS))
        .addHelpText('after', '\n--json (a global option, also accepted here) prints one line once every listener is up:\n' +
        '  {"api":"http://127.0.0.1:PORT","edges":["http://127.0.0.1:P1"],"domain":"localhost",\n' +
        '   "dashboard":"http://127.0.0.1:PORT/dashboard"|null,"docs":"http://127.0.0.1:PORT/docs"|null}\n' +
        'The dashboard is at <api>/dashboard, the API reference at <api>/docs (<api>/ leads there).\n' +
        'Mail: SMTP with SITEPUB_SMTP_URL; without it mails are kept in <data>/outbox for the operator.\n' +
        'Plans: by default those of surge.sh (Free: 200 MB per project); set your own with --plans FILE, or\n' +
        'lift them with --no-plan-limits (docs/server.md, "Plans of a self-hosted server"). A plans file:\n' +
        '  [{"id":"free","name":"Free","amount":0,"limits":{"maxFiles":10100,"maxBytes":450000000}},\n' +
        '   {"id":"pro","name":"Pro","amount":900,"limits":{"maxFiles":10100,"maxBytes":450000000}}]\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).')
        .action(act(async (ctx, o) => serve(ctx, { ...o, log: !o.quiet })));
    program
        .command('edge')
        .description('run one edge node that serves sites published to an origin server')
        .requiredOption('--origin <url>', 'origin API server URL: any origin of a cluster, or its balancer')
        .option('--data <dir>', 'edge cache directory', '.edge-data')
        .option('--host <host>', 'interface to listen on', '127.0.0.1')
        .option('--port <port>', 'port (0 = any free port)', args/* parsePort */.pz, 0)
        .option('--secret <secret>', 'shared secret with the origin (env SITEPUB_EDGE_SECRET)')
        .option('--tls-port <port>', 'also serve HTTPS on this port (SNI, certificates from the origin)', args/* parsePort */.pz)
        .option('--public-tls-port <port>', 'HTTPS port clients use, when forwarded (e.g. 443)', args/* parsePort */.pz)
        .option('--public-url <url>', 'URL the origin reaches this edge at (default: the listening address)')
        .option('--trust-proxy <addrs>', 'proxies (exact addresses, comma-separated) whose X-Forwarded-Host/-Proto are trusted, e.g. a TLS terminator', args/* parseList */.E1)
        .addHelpText('after', '\n--json (a global option, also accepted here) prints one line once registered with the origin:\n' +
        '  {"id":"edge-\u2026","url":"http://HOST:PORT","tlsUrl":"https://HOST:TLSPORT"|null,"origin":"\u2026"}\n' +
        '--host 0.0.0.0 (or ::) needs --public-url: the URL the origin reaches this edge at.\n' +
        'SIGTERM or SIGINT shuts down gracefully (exit 0).')
        .action(act(async (ctx, o) => {
        if (!/^https?:\/\//.test(o.origin))
            throw new errors/* UsageError */.eb(`--origin "${o.origin}" must be an http(s) URL`);
        await edge(ctx, o);
    }));
}


/***/ }),

/***/ 13675:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   Y6: () => (/* binding */ NoCredentialsError),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   p4: () => (/* binding */ InterruptedError),
/* harmony export */   z1: () => (/* binding */ CliError)
/* harmony export */ });
/* unused harmony export apiErrorMessage */
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65940);
/* harmony import */ var _pack_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26614);
/* harmony import */ var _route_hints_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50640);
/**
 * Error \u2192 one clear line + exit code. Every failure the CLI reports goes through `describeError`, so the
 * exit codes are the same for every command:
 *   0 success \u00b7 1 the operation failed (API error, network, bad archive) \u00b7 2 usage error (bad arguments)
 *   3 authentication (no credentials, invalid or expired token) \u00b7 130 interrupted (Ctrl-C)
 */



const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, interrupted: 130 };
/** Bad arguments or flags: the message says which one and what form is expected. */
class UsageError extends Error {
    name = 'UsageError';
}
/** No usable credentials, or the API rejected them. */
class AuthError extends Error {
    name = 'AuthError';
}
/** No credentials at all for the endpoint (main checks the endpoint answers before saying so). */
class NoCredentialsError extends AuthError {
    endpoint;
    machine;
    constructor(message, endpoint, machine) {
        super(message);
        this.endpoint = endpoint;
        this.machine = machine;
    }
}
/** Ctrl-C / SIGTERM while a command was running. */
class InterruptedError extends Error {
    name = 'InterruptedError';
}
/** The operation failed for a reason that is not the user's input (deploy stream error, unexpected reply). */
class CliError extends Error {
    name = 'CliError';
}
/** What to do, in CLI terms, for API error codes when the server's words name no command to run. */
const CLI_ADVICE = {
    unauthorized: 'The token is missing, expired or revoked: run `sitepub login`, or mint a new one with `sitepub token` and pass it with --token / SURGE_TOKEN.',
    'not-found': 'Check the domain and revision: `sitepub list` shows your projects, `sitepub list <domain>` its revisions.',
    forbidden: 'Use a domain you own, or ask its owner to run `sitepub invite <domain> <your email>`.',
    conflict: 'The account still has projects: remove them with `sitepub teardown <domain>` first.',
};
/** The first sentence of `text` (the fact; what follows is the server's advice). */
function firstSentence(text) {
    return text.split(/(?<=[.!])\s+(?=[A-Z])/)[0].replace(/[.!]$/, '');
}
/**
 * An API error for people: the server's own words with the routes they name replaced by sitepub commands, then
 * what to do when they name none (CLI_ADVICE: it replaces the server's advice rather than repeating it). The
 * method and path of the request are not in it (main prints them with --debug).
 */
function apiErrorMessage(err) {
    if (err.body.html)
        return `${err.message.replace(/\.$/, '')} (--endpoint / SURGE_ENDPOINT).`;
    const said = [...new Set([err.reason, ...err.body.messages].filter((m) => !!m))];
    if (said.length === 0)
        return err.message;
    const words = (0,_route_hints_js__WEBPACK_IMPORTED_MODULE_2__/* .inCliTerms */ .z)(said.join('; '));
    const advice = CLI_ADVICE[err.code];
    if (!advice || (0,_route_hints_js__WEBPACK_IMPORTED_MODULE_2__/* .cliHints */ .$)(words).length > 0)
        return /[.!]$/.test(words) ? words : `${words}.`;
    return `${firstSentence(words)}. ${advice}`;
}
/** `cannot read <path>: why; what to do`, for a file system error while reading the site. */
function fileErrorMessage(err) {
    switch (err.code) {
        case 'EACCES':
        case 'EPERM':
            return `cannot read ${err.path}: permission denied; fix its permissions or list it in .surgeignore`;
        case 'ENOENT':
            return `cannot read ${err.path}: it no longer exists (is a build still writing the folder?); deploy again`;
        default:
            return `cannot read ${err.path} (${err.syscall}: ${err.code}); fix the file or list it in .surgeignore`;
    }
}
function describeError(err, context = {}) {
    if (err instanceof UsageError)
        return { message: err.message, exitCode: EXIT.usage };
    if (err instanceof AuthError)
        return { message: err.message, exitCode: EXIT.auth };
    if (err instanceof InterruptedError)
        return { message: err.message, exitCode: EXIT.interrupted };
    if (err instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) {
        const origin = context.tokenOrigin;
        const fromOutside = err.status === 401 && origin !== undefined && origin !== '~/.netrc';
        return {
            message: fromOutside
                ? `the token from ${origin} was rejected (HTTP 401): ${origin === '--token' ? 'drop the flag or pass a valid token' : 'unset it or replace it'} (it takes precedence over the login \`sitepub login\` saves; mint a new token with \`sitepub token\`)`
                : apiErrorMessage(err),
            exitCode: err.status === 401 ? EXIT.auth : EXIT.failure,
            status: err.status,
            code: err.code,
        };
    }
    // A local file that could not be read (also when it failed mid-upload): the file, never the network.
    const fileError = (0,_pack_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isLocalFileError */ .y)(err)
        ? err
        : err instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr && (0,_pack_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isLocalFileError */ .y)(err.cause)
            ? err.cause
            : undefined;
    if (fileError)
        return { message: fileErrorMessage(fileError), exitCode: EXIT.failure, code: fileError.code };
    if (err instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr) {
        // The request's method and path are for --debug (main); people get what failed and what to check.
        const why = err.cause?.message;
        return {
            message: `no answer from the server${err.code ? ` (${err.code}${typeof why === 'string' && why ? `: ${why}` : ''})` : ''}` +
                ': check --endpoint / SURGE_ENDPOINT and your network, then retry',
            exitCode: EXIT.failure,
            ...(err.code ? { code: err.code } : {}),
        };
    }
    if (err instanceof _pack_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PackError */ .q)
        return { message: err.message, exitCode: EXIT.failure, code: err.code };
    if (err instanceof Error) {
        const code = err.code;
        const netCode = typeof code === 'string' ? code : undefined;
        if (netCode && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|UND_ERR_)/.test(netCode)) {
            return {
                message: `${err.message} (${netCode}): check --endpoint / SURGE_ENDPOINT and your network, then retry`,
                exitCode: EXIT.failure,
                code: netCode,
            };
        }
        if (netCode === 'EADDRINUSE' ||
            (netCode === 'EACCES' && err.syscall === 'listen'))
            return {
                message: `${err.message}: pick another port with --port (0 = any free port)`,
                exitCode: EXIT.failure,
                code: netCode,
            };
        return {
            message: err.message || String(err),
            exitCode: EXIT.failure,
            ...(netCode ? { code: netCode } : {}),
        };
    }
    return { message: String(err), exitCode: EXIT.failure };
}


/***/ }),

/***/ 20236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ runningAsLine),
/* harmony export */   ZA: () => (/* binding */ suggest),
/* harmony export */   _A: () => (/* binding */ withEndpoint),
/* harmony export */   g9: () => (/* binding */ exportEndpointLine),
/* harmony export */   nf: () => (/* binding */ hintEndpoint)
/* harmony export */ });
/* harmony import */ var _protocol_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64714);
/**
 * Suggested commands that work when copied: every `sitepub \u2026` command the CLI suggests (in backticks, the
 * house style of messages) names the endpoint in use when it is not the default one, so it goes to the same
 * server as the command that printed it. Pure text functions; Output applies `withEndpoint` to what it prints.
 */

/** The endpoint a suggested command must carry: null for the default one (nothing to add). */
function hintEndpoint(url) {
    if (url === undefined)
        return null;
    return url.replace(/\/+$/, '') === _protocol_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ENDPOINT */ .mP ? null : url;
}
/** `sitepub <rest>`, with `--endpoint <url>` when the endpoint is not the default. */
function suggest(rest, endpoint) {
    return endpoint ? `sitepub --endpoint ${endpoint} ${rest}` : `sitepub ${rest}`;
}
/**
 * Adds `--endpoint <url>` to every backticked `sitepub \u2026` command of `text` that does not name one already. Not to
 * the server-side commands (`serve`, `edge`, `migrate`): they run a server rather than talk to one.
 */
function withEndpoint(text, endpoint) {
    if (!endpoint)
        return text;
    return text.replace(/`sitepub (?!--endpoint |-e |(?:serve|edge|migrate)\b)(?=[a-z<])/g, `\`sitepub --endpoint ${endpoint} `);
}
/**
 * The line before a deploy: who deploys where ("Running as me@example.com on https://surge.surge.sh"), and which
 * token when it is not the saved login's (`--token`, `SURGE_TOKEN`), since that one wins over the login.
 */
function runningAsLine(creds, endpoint) {
    if (!creds.email)
        return `Running with the token from ${creds.origin} on ${endpoint}`;
    return `Running as ${creds.email} on ${endpoint}${creds.origin === '~/.netrc' ? '' : ` (token from ${creds.origin})`}`;
}
/** The shell line that points later commands at a server (the CLI reads SURGE_ENDPOINT when --endpoint is absent). */
function exportEndpointLine(url) {
    return `export SURGE_ENDPOINT=${url}`;
}


/***/ }),

/***/ 17980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ processIo),
/* harmony export */   Z: () => (/* binding */ netrcFile)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/**
 * The process surface the CLI touches, passed in so tests can run `main()` with their own streams and env.
 */


/** `$HOME/.netrc`, shared with the official `surge` CLI (netrc.ts reads and writes it). */
function netrcFile(home) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(home, '.netrc');
}
/**
 * A reader that stopped reading (`sitepub files d | head -1`) closes stdout: the next write fails with EPIPE.
 * The CLI then exits at once, quietly, with status 0, as ripgrep and fd do (git and ls die of SIGPIPE, which a
 * shell reports as 141 and `set -o pipefail` as a failure): the output nobody reads is not an error.
 */
function exitQuietlyOnBrokenPipe(stream, exit) {
    stream.on('error', (err) => {
        if (err.code === 'EPIPE')
            exit(0);
        else
            throw err;
    });
}
function processIo() {
    exitQuietlyOnBrokenPipe(process.stdout, (code) => process.exit(code));
    return {
        stdout: process.stdout,
        stderr: process.stderr,
        stdin: process.stdin,
        env: process.env,
        cwd: process.cwd(),
        home: process.env.HOME || process.env.USERPROFILE || node_os__WEBPACK_IMPORTED_MODULE_0__.homedir(),
    };
}


/***/ }),

/***/ 56927:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/io.js
var cli_io = __webpack_require__(17980);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/output.js
var output = __webpack_require__(70237);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/redact.js
var redact = __webpack_require__(37245);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/root-program.js + 3 modules
var root_program = __webpack_require__(95327);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/server-argv.js
var server_argv = __webpack_require__(25590);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/errors.js
var errors = __webpack_require__(13675);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/reachable.js
/**
 * Whether an endpoint answers at all: asked only when a command is about to fail for want of a login, so a
 * wrong or down endpoint is reported as such rather than as "not logged in".
 */
/** Null when the endpoint answered HTTP (any status), else why not (an error code such as ECONNREFUSED). */
async function unreachable(url, timeoutMs = 3000) {
    try {
        // Imported here: asked on a failure path only, so a command's start does not load undici (api.ts).
        const { request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
        const res = await request(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
        await res.body.dump();
        return null;
    }
    catch (err) {
        const e = err;
        if (e.name === 'TimeoutError')
            return `no answer in ${timeoutMs / 1000} s`;
        return typeof e.code === 'string' ? e.code : (e.message ?? String(err));
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/errors.js
var client_errors = __webpack_require__(65940);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/main.js
/**
 * main(argv, io) \u2192 exit code. Parses with commander, runs one command, and turns every failure into one
 * clear error line (plus a JSON error with --json) and an exit code (see errors.ts).
 */









/** `argv` = the user's arguments (process.argv.slice(2)). */
async function main(argv, io = (0,cli_io/* processIo */.W)()) {
    const redactor = new redact/* Redactor */.p();
    for (const s of (0,redact/* secretsInArgv */.D)(argv))
        redactor.add(s);
    redactor.add(io.env.SURGE_TOKEN);
    redactor.add(io.env.TRAVIS_SURGE_TOKEN);
    const state = { io, redactor };
    // A server process loads no client command's module (root-program.ts).
    const program = (0,server_argv/* serverCommandOnly */.n3)(argv)
        ? (0,root_program/* buildServerProgram */.Se)(state)
        : (await Promise.all(/* import() */[__webpack_require__.e(596), __webpack_require__.e(606), __webpack_require__.e(804), __webpack_require__.e(181)]).then(__webpack_require__.bind(__webpack_require__, 77181))).buildProgram(state);
    try {
        await program.parseAsync([...argv], { from: 'user' });
        return errors/* EXIT */.dc.ok;
    }
    catch (err) {
        if (err instanceof commander/* CommanderError */.b7) {
            // commander has already printed its message (usage errors) or the help/version text; a script that parses
            // stdout (--json) gets the error as JSON too.
            if (err.exitCode === 0)
                return errors/* EXIT */.dc.ok;
            if (jsonRequested(argv)) {
                const message = err.code === 'commander.help'
                    ? 'no command given: see `sitepub --help`'
                    : err.message.replace(/^error: /, '');
                io.stdout.write(`${redactor.redact(JSON.stringify({ error: { message, exitCode: errors/* EXIT */.dc.usage, code: err.code } }))}\n`);
            }
            return errors/* EXIT */.dc.usage;
        }
        const endpoint = endpointOf(state.ctx);
        // Loaded for a failure only: it loads node:tls, a third of a command's start-up.
        const scheme = await Promise.all(/* import() */[__webpack_require__.e(596), __webpack_require__.e(804), __webpack_require__.e(843)]).then(__webpack_require__.bind(__webpack_require__, 98843));
        const worded = await scheme.schemeMismatchInstead(await unreachableInstead(err, endpoint, scheme), endpoint);
        const described = (0,errors/* describeError */.Uc)(worded, { tokenOrigin: state.ctx?.used?.origin });
        const out = state.out ?? new output/* Output */.k(io, { redactor });
        out.error(described.message, {
            exitCode: described.exitCode,
            ...(described.status !== undefined ? { status: described.status } : {}),
            ...(described.code !== undefined ? { code: described.code } : {}),
        });
        // The request behind an API or network error (method, path), for --debug only: people get it in CLI terms.
        if (err instanceof client_errors/* ApiError */.hD || err instanceof client_errors/* NetworkError */.Dr)
            out.debug(err.message);
        if (out.debugEnabled && err instanceof Error && err.stack)
            out.debug(err.stack);
        return described.exitCode;
    }
}
/** Whether `--json` is among the options (before a `--` that ends them), even when parsing failed. */
function jsonRequested(argv) {
    const end = argv.indexOf('--');
    return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}
/** The endpoint the failed command used, when it resolved one. */
function endpointOf(ctx) {
    try {
        return ctx?.endpoint;
    }
    catch {
        return undefined; // an invalid endpoint: its UsageError is the error
    }
}
/**
 * "Not logged in" to an endpoint that does not answer: the endpoint is the first thing to fix (its scheme, when
 * its server speaks the other one).
 */
async function unreachableInstead(err, endpoint, scheme) {
    if (!(err instanceof errors/* NoCredentialsError */.Y6))
        return err;
    const why = await unreachable(err.endpoint);
    if (why === null)
        return err;
    const speaks = await scheme.mismatchedScheme(why, err.endpoint);
    return new errors/* CliError */.z1(speaks
        ? scheme.schemeMismatchLine(err.endpoint, speaks, endpoint?.source)
        : `cannot reach ${err.endpoint} (${why}): check --endpoint / SURGE_ENDPOINT and your network ` +
            `(there is no saved login for ${err.machine} either: \`sitepub login\` once it answers)`);
}


/***/ }),

/***/ 70237:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ Output)
/* harmony export */ });
/* unused harmony export colorEnabled */
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57336);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37245);
/* harmony import */ var _hints_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20236);
/**
 * Everything the CLI prints goes through Output:
 * - results on stdout: human text, or with `--json` exactly one JSON document per command;
 * - status, warnings, progress and the error line on stderr (so `sitepub ... > file` captures only results);
 * - colour only when the stream is a TTY and neither NO_COLOR (https://no-color.org) nor --no-color is set;
 *   FORCE_COLOR=1 forces it on, FORCE_COLOR=0 off;
 * - every line through the Redactor, so a secret never reaches the terminal, even with --debug;
 * - every suggested `sitepub \u2026` command with `--endpoint <url>` when the endpoint is not the default (hints.ts).
 */



function colorEnabled(stream, env, flag) {
    if (flag === false)
        return false;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.FORCE_COLOR !== undefined)
        return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
    if (env.TERM === 'dumb')
        return false;
    return stream.isTTY === true;
}
class Output {
    json;
    debugEnabled;
    redactor;
    /** Colours for stdout text. */
    c;
    /** Colours for stderr text. */
    ce;
    io;
    hintEndpoint;
    constructor(io, options = {}) {
        this.io = io;
        this.json = options.json === true;
        this.debugEnabled = options.debug === true;
        this.redactor = options.redactor ?? new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p();
        this.hintEndpoint = options.hintEndpoint ?? null;
        this.c = picocolors__WEBPACK_IMPORTED_MODULE_1__.createColors(!this.json && colorEnabled(io.stdout, io.env, options.color));
        this.ce = picocolors__WEBPACK_IMPORTED_MODULE_1__.createColors(colorEnabled(io.stderr, io.env, options.color));
    }
    /** True when stderr is an interactive terminal and progress bars may be drawn. */
    get interactive() {
        return this.io.stderr.isTTY === true && !this.json && this.io.env.CI !== 'true';
    }
    #write(stream, text) {
        stream.write(this.redactor.redact(text.endsWith('\n') ? text : `${text}\n`));
    }
    /** Text for people: its suggested commands carry the endpoint in use. */
    #hint(text) {
        return (0,_hints_js__WEBPACK_IMPORTED_MODULE_2__/* .withEndpoint */ ._A)(text, this.hintEndpoint);
    }
    /** The command's result: `value` as one JSON line with --json, otherwise the human rendering. */
    result(value, human) {
        if (this.json)
            this.#write(this.io.stdout, JSON.stringify(value));
        else {
            const text = typeof human === 'function' ? human() : human;
            if (text !== '')
                this.#write(this.io.stdout, this.#hint(text));
        }
    }
    /** A status line for humans (stderr); silent with --json. */
    status(text) {
        if (!this.json)
            this.#write(this.io.stderr, this.#hint(text));
    }
    /** A diagnostic line on stderr, also with --json (long-running commands: serve, edge). */
    log(text) {
        this.#write(this.io.stderr, text);
    }
    warn(text) {
        this.#write(this.io.stderr, `${this.ce.yellow('warning')} ${this.#hint(text)}`);
    }
    debug(text) {
        if (this.debugEnabled)
            this.#write(this.io.stderr, this.ce.dim(`debug ${text}`));
    }
    /** The one error line of a failed command (stderr); with --json also `{"error":{...}}` on stdout. */
    error(text, detail) {
        const message = this.#hint(text);
        this.#write(this.io.stderr, `${this.ce.red('error')} ${message.replace(/\s*\n\s*/g, ' ')}`);
        if (this.json)
            this.#write(this.io.stdout, JSON.stringify({ error: { message, ...detail } }));
    }
    /** Raw write to stderr for progress rendering (already redaction-free numbers and labels). */
    get progressStream() {
        return this.io.stderr;
    }
}


/***/ }),

/***/ 37245:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ secretsInArgv),
/* harmony export */   p: () => (/* binding */ Redactor)
/* harmony export */ });
/**
 * Secrets never reach the terminal: every line the CLI writes passes through a Redactor that knows the
 * token and password in use (and any Basic-auth value derived from them).
 */
class Redactor {
    #secrets = new Set();
    add(secret) {
        if (!secret || secret.length < 4)
            return;
        this.#secrets.add(secret);
        // Also the forms a secret takes on the wire, should anything ever echo a header.
        this.#secrets.add(Buffer.from(`token:${secret}`).toString('base64'));
        this.#secrets.add(encodeURIComponent(secret));
    }
    redact(text) {
        let out = text;
        for (const s of this.#secrets)
            if (out.includes(s))
                out = out.split(s).join('***');
        return out;
    }
}
/** Values of secret-bearing flags in raw argv (`--token X`, `--token=X`, `--password X`), known before parsing. */
function secretsInArgv(argv) {
    const found = [];
    const flags = new Set(['--token', '--password', '-t']);
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const eq = a.indexOf('=');
        if (eq > 0 && flags.has(a.slice(0, eq)))
            found.push(a.slice(eq + 1));
        else if (flags.has(a) && i + 1 < argv.length)
            found.push(argv[i + 1]);
    }
    return found;
}


/***/ }),

/***/ 95327:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Se: () => (/* binding */ buildServerProgram),
  oK: () => (/* binding */ finishProgram),
  Zf: () => (/* binding */ rootProgram)
});

// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/output.js
var output = __webpack_require__(70237);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/io.js
var io = __webpack_require__(17980);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(64714);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/errors.js
var errors = __webpack_require__(13675);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/endpoint.js
/**
 * API endpoint resolution: `--endpoint`, else `SURGE_ENDPOINT`, else https://surge.surge.sh.
 * A bare `host:port` means `http://host:port`, as in the official CLI (url-parse-as-address).
 */


function parseEndpoint(input, what = '--endpoint') {
    const raw = input.trim();
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
    let url;
    try {
        url = new URL(withScheme);
    }
    catch {
        throw new errors/* UsageError */.eb(`${what} "${input}" is not a URL: use e.g. https://surge.surge.sh or 127.0.0.1:3000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new errors/* UsageError */.eb(`${what} "${input}" must use http:// or https://`);
    if (url.username || url.password)
        throw new errors/* UsageError */.eb(`${what} must not carry credentials: pass the token with --token or SURGE_TOKEN`);
    if (url.search || url.hash)
        throw new errors/* UsageError */.eb(`${what} "${input}" must not have a query or fragment`);
    if (url.pathname !== '/')
        throw new errors/* UsageError */.eb(`${what} "${input}" must be an origin with no path (e.g. ${url.origin}): the API is served at the root`);
    return url;
}
function resolveEndpoint(flag, env) {
    const fromEnv = env.SURGE_ENDPOINT?.trim();
    const [input, source, what] = flag !== undefined
        ? [flag, 'flag', '--endpoint']
        : fromEnv
            ? [fromEnv, 'env', 'SURGE_ENDPOINT']
            : [limits/* DEFAULT_ENDPOINT */.mP, 'default', 'endpoint'];
    const url = parseEndpoint(input, what);
    return { url: url.origin, machine: url.host, source };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/context.js


class Context {
    io;
    out;
    opts;
    #endpoint;
    /** The credentials this command used, once resolved (so an error can say where a rejected token came from). */
    used = null;
    constructor(io, out, opts) {
        this.io = io;
        this.out = out;
        this.opts = opts;
    }
    get endpoint() {
        this.#endpoint ??= resolveEndpoint(this.opts.endpoint, this.io.env);
        return this.#endpoint;
    }
    get netrcFile() {
        return (0,io/* netrcFile */.Z)(this.io.home);
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/commands/server.js + 1 modules
var server = __webpack_require__(99804);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/version.js
var version = __webpack_require__(58242);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/help.js
/** The widest a help line gets (narrower on a narrower terminal). */
const HELP_WIDTH = 100;
/** The task groups of `sitepub --help`, in order; a command missing here is listed under OTHER_GROUP. */
const COMMAND_GROUPS = [
    { heading: 'Publish:', commands: ['deploy', 'teardown'] },
    { heading: 'Revisions:', commands: ['list', 'rollback', 'rollfore', 'cutover', 'discard', 'sweep'] },
    {
        heading: 'Projects:',
        commands: [
            'metadata',
            'files',
            'settings',
            'purge',
            'audit',
            'analytics',
            'usage',
            'collaborators',
            'invite',
            'revoke',
        ],
    },
    { heading: 'Domains and certificates:', commands: ['certs', 'encrypt', 'ssl', 'dns', 'zone'] },
    {
        heading: 'Account:',
        commands: [
            'login',
            'logout',
            'whoami',
            'token',
            'tokens',
            'verify',
            'password-reset',
            'mfa',
            'stats',
            'account',
            'nuke',
        ],
    },
    { heading: 'Plans and billing:', commands: ['plans', 'plan', 'upgrade', 'billing', 'card'] },
    { heading: 'Self-hosting:', commands: ['serve', 'edge', 'migrate'] },
];
const OTHER_GROUP = 'Other commands:';
const HELP_GROUP = 'Help:';
/** Examples by task, shown after the command list of `sitepub --help`. */
const EXAMPLES = `
Examples:
  Publish
    sitepub deploy ./dist my-site.surge.sh            publish a folder, live at once
    sitepub deploy ./dist my-site.surge.sh --stage    stage a preview; production unchanged
  Revisions
    sitepub list my-site.surge.sh                     revisions, newest first (* = live)
    sitepub cutover my-site.surge.sh                  make the newest revision live
    sitepub rollback my-site.surge.sh                 back to the revision live before
  Account
    sitepub login                                     store a token in ~/.netrc
    sitepub token                                     mint a token for CI (SURGE_TOKEN)
  Self-hosting
    sitepub serve                                     API server + 2 edges on this machine
    export SURGE_ENDPOINT=http://127.0.0.1:3000       point every command at it

Every command takes the global options: sitepub <command> --help shows them.
Credentials: --token, else SURGE_TOKEN, else ~/.netrc (the official surge CLI's login).`;
/** The group heading of a top-level command. */
function groupOf(name) {
    return COMMAND_GROUPS.find((g) => g.commands.includes(name))?.heading ?? OTHER_GROUP;
}
/** Help width for a terminal of `columns` (unknown: HELP_WIDTH). */
function helpWidth(columns) {
    return columns && columns > 40 ? Math.min(HELP_WIDTH, columns) : HELP_WIDTH;
}
/**
 * Groups the program's commands by task, adds the examples, and shows global options on every command's help.
 * Called once every command is registered.
 */
function configureHelp(program, columns) {
    const settings = { helpWidth: helpWidth(columns), showGlobalOptions: true, sortSubcommands: false };
    const apply = (cmd) => {
        cmd.configureHelp(settings);
        for (const sub of cmd.commands)
            apply(sub);
    };
    for (const cmd of program.commands)
        cmd.helpGroup(groupOf(cmd.name()));
    program.commandsGroup(HELP_GROUP).helpCommand(true);
    program.addHelpText('after', EXAMPLES);
    apply(program);
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/hints.js
var hints = __webpack_require__(20236);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/root-program.js
/**
 * The commander program's root: global options, the action wrapper every command goes through, and what every
 * command inherits (help, output, exit override). program.ts registers every command group on it; a server
 * process (`sitepub serve`, `sitepub edge`) gets only the server commands (buildServerProgram), so it never loads
 * the client commands' modules (the deploy pipeline, the packer, the wire schemas): memory it would hold for
 * nothing, all its life.
 */








/** The program with its global options, and the wrapper its commands' actions go through. */
function rootProgram(state) {
    const program = new commander/* Command */.uB('sitepub');
    const act = (fn) => async (...args) => {
        const cmd = args[args.length - 1];
        const opts = cmd.optsWithGlobals();
        const out = new output/* Output */.k(state.io, {
            json: opts.json,
            debug: opts.debug,
            color: opts.color,
            redactor: state.redactor,
            hintEndpoint: endpointForHints(opts.endpoint, state.io.env),
        });
        state.out = out;
        const ctx = new Context(state.io, out, opts);
        state.ctx = ctx;
        await fn(ctx, ...args.slice(0, -1));
    };
    program
        .description('Publish static sites to a surge-compatible hosting API: deploys, previews, rollbacks.')
        .version(version/* VERSION */.x, '-V, --version')
        .addOption(new commander/* Option */.c$('-e, --endpoint <url>', 'API endpoint (env SURGE_ENDPOINT; default https://surge.surge.sh)'))
        .addOption(new commander/* Option */.c$('--token <token>', 'API token (env SURGE_TOKEN; default: the .netrc entry)'))
        .option('--json', 'print one JSON result per command on stdout')
        .option('--debug', 'log requests and decisions to stderr (secrets are never printed)')
        .option('--no-color', 'disable colours (also NO_COLOR=1)')
        .showHelpAfterError('(add --help for usage)')
        .showSuggestionAfterError(true)
        .configureOutput({
        writeOut: (s) => state.io.stdout.write(state.redactor.redact(s)),
        writeErr: (s) => state.io.stderr.write(state.redactor.redact(s)),
    })
        .exitOverride();
    return { program, act };
}
/** Help, output and exit override passed down to every registered command. */
function finishProgram(program, state) {
    configureHelp(program, state.io.stdout.columns);
    // Subcommands inherit output configuration and exit override.
    for (const cmd of program.commands)
        inherit(cmd, program);
    return program;
}
/** Only `serve` and `edge`, for a command line that runs one of them (server-argv.ts). */
function buildServerProgram(state) {
    const { program, act } = rootProgram(state);
    (0,server/* registerServerCommands */.Dz)(program, act);
    return finishProgram(program, state);
}
/** The endpoint suggested commands name: null for the default one, or when the given one is invalid. */
function endpointForHints(flag, env) {
    try {
        return (0,hints/* hintEndpoint */.nf)(resolveEndpoint(flag, env).url);
    }
    catch {
        return null; // the command reports the bad endpoint itself
    }
}
function inherit(cmd, root) {
    cmd.exitOverride();
    cmd.configureOutput(root.configureOutput());
    cmd.showHelpAfterError('(add --help for usage)');
    for (const sub of cmd.commands)
        inherit(sub, root);
}


/***/ }),

/***/ 50640:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ cliHints),
/* harmony export */   z: () => (/* binding */ inCliTerms)
/* harmony export */ });
/**
 * The server's messages name API routes ("publish it first with PUT /my-site.com"): right for API users, not
 * for people at a terminal. `inCliTerms` puts the sitepub command in the route's place, in backticks (so Output
 * adds `--endpoint` to it when the endpoint is not the default); routes with no command stay as they are.
 */
const DOMAIN = String.raw `([^\s/;,()]+\.[^\s/;,()]+?)`;
const END = String.raw `(?=$|[\s;,.)])`;
const RULES = [
    [new RegExp(String.raw `\bPUT /${DOMAIN}/rev/:rev\b`, 'g'), (_, d) => `sitepub cutover ${d} <rev>`],
    [new RegExp(String.raw `\bPUT /${DOMAIN}/encrypt\b`, 'g'), (_, d) => `sitepub encrypt ${d}`],
    [new RegExp(String.raw `\bGET /${DOMAIN}/list\b`, 'g'), (_, d) => `sitepub list ${d}`],
    [new RegExp(String.raw `\bGET /${DOMAIN}/dns\b`, 'g'), (_, d) => `sitepub dns ${d}`],
    [/\bDELETE \/:domain\b/g, () => 'sitepub teardown <domain>'],
    [new RegExp(String.raw `\bPUT /${DOMAIN}${END}`, 'g'), (_, d) => `sitepub deploy <path> ${d}`],
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
function inCliTerms(text) {
    let out = text;
    for (const [re, command] of RULES)
        out = out.replace(re, (...m) => `\`${command(...m)}\``);
    return out;
}
/** The sitepub commands for the API routes `text` names (none when it names none). */
function cliHints(text) {
    return [...new Set([...inCliTerms(text).matchAll(/`(sitepub [^`]+)`/g)].map((m) => m[1]))];
}


/***/ }),

/***/ 58242:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* reexport safe */ _client_version_js__WEBPACK_IMPORTED_MODULE_0__.f)
/* harmony export */ });
/* harmony import */ var _client_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95568);
/** The CLI's release number, sent as the `version` header on deploys: the package's own (src/client/version.ts). */



/***/ }),

/***/ 65940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   MZ: () => (/* binding */ ClientError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   xQ: () => (/* binding */ isPlainHttpAnswer)
/* harmony export */ });
/* unused harmony exports parseErrorBody, friendlyWait, waitInText */
/**
 * Client errors. `ApiError`: the server answered with a non-2xx status (or a deploy stream said it failed);
 * it carries the status, the `reason` header, the parsed body (either spec shape), the method and endpoint
 * path, and a message that says what to do. Credentials never appear in any of these.
 * `NetworkError`: no HTTP answer at all (connection refused/reset, timeout, aborted).
 */
/** A text body that is an HTML page rather than an API answer. */
function looksLikeHtml(text) {
    return /^\s*<(!doctype\s+html|html|head|body)[\s>]/i.test(text);
}
/** Normalises both spec error shapes (`{messages, details}` and `{message}`) and plain text. */
function parseErrorBody(body) {
    const out = { messages: [], details: {} };
    if (typeof body === 'string') {
        if (looksLikeHtml(body))
            out.html = true;
        else if (body.trim())
            out.messages.push(body.trim().slice(0, 500));
        return out;
    }
    if (!body || typeof body !== 'object')
        return out;
    const b = body;
    if (Array.isArray(b.messages))
        out.messages.push(...b.messages.filter((m) => typeof m === 'string'));
    if (typeof b.message === 'string') {
        out.message = b.message;
        if (!out.messages.includes(b.message))
            out.messages.push(b.message);
    }
    if (b.details && typeof b.details === 'object') {
        for (const [k, v] of Object.entries(b.details)) {
            if (typeof v === 'string')
                out.details[k] = v;
        }
    }
    return out;
}
/** "45 s", "5 min", "2 h 30 min": a wait as a person reads it. */
function friendlyWait(ms) {
    const s = Math.ceil(ms / 1000);
    if (s <= 120)
        return `${s} s`;
    const min = Math.ceil(s / 60);
    if (min < 120)
        return `${min} min`;
    return `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
}
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * The wait a rate-limit answer's text states ("try in 5 minutes", "retry after 30 s", "(in 12 s)", "wait 1 hour"),
 * in ms; undefined when it names none. A duration counts only after in/after/wait/for, so "30 deploys per 15
 * minutes" is not a wait.
 */
function waitInText(text) {
    const m = /\b(?:in|after|wait|for)\s+(?:about\s+|another\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*(ms|millis\w*|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\b/i.exec(text);
    if (!m)
        return undefined;
    const unit = m[2].toLowerCase();
    const key = unit === 'ms' || unit.startsWith('milli') ? 'ms' : unit[0];
    return Math.round(Number(m[1]) * UNIT_MS[key]);
}
function classify(status, reason, parsed) {
    const text = `${reason} ${parsed.messages.join(' ')}`.toLowerCase();
    switch (status) {
        case 400:
            return 'bad-request';
        case 401:
            return 'unauthorized';
        case 403:
            if (/rate.?limit|too many (deploys|requests)|try again/.test(text))
                return 'rate-limited';
            if (/too (large|big)|files|bytes|size|\bmb\b/.test(text))
                return 'too-large';
            return 'forbidden';
        case 404:
            return 'not-found';
        case 405:
            return 'not-allowed';
        case 409:
            return 'conflict';
        case 422:
            return 'invalid-domain';
        case 429:
            return 'rate-limited';
        default:
            return status >= 500 ? 'server-error' : 'http-error';
    }
}
function advice(code, init, parsed) {
    switch (code) {
        case 'unauthorized':
            if (init.credentials === 'password')
                return 'The email or password is wrong: check them (a password reset sends a link by email), or use a token instead.';
            if (init.credentials === 'none')
                return 'No credentials were sent: give a token (or an email and password).';
            // The server's own text may already say to mint a new token: then only how to, with this client.
            return parsed.messages.some((m) => /mint a new one/i.test(m)) ||
                /mint a new one/i.test(init.reason ?? '')
                ? 'With sitepub: `sitepub token` prints one; use it as the token.'
                : 'The token is missing, expired or revoked: mint a new one (`sitepub token` prints one) and use it as the token.';
        case 'rate-limited':
            return init.retryAfterMs !== undefined
                ? `Rate limited: retry in ${friendlyWait(init.retryAfterMs)}.`
                : 'Rate limited: deploy limits are counted per 15 minutes (halved for unverified accounts until the email is verified); retry later.';
        case 'too-large':
            return 'The project exceeds the service limits (10,100 files, 450 MB): exclude files with .surgeignore.';
        case 'forbidden':
            return 'This account has no permission for the domain: use a domain you own, or ask its owner to invite you as a collaborator.';
        case 'invalid-domain': {
            const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
            return `Invalid domain${rules.length ? ` (${rules.join('; ')})` : ''}: use letters, digits, "-" or "_" in dot-separated labels, e.g. my-site.example.com.`;
        }
        case 'not-found':
            return "Not found: check that the domain (and revision) exist in the account's project list.";
        case 'not-allowed':
            return 'Not available for this domain (DNS and zone records work only on apex domains delegated to the service).';
        case 'conflict':
            return 'Conflict with the current state (e.g. the account still has projects: tear them down first).';
        case 'bad-request': {
            const rules = Object.entries(parsed.details).map(([k, v]) => `${k}: ${v}`);
            return `The server rejected the request${rules.length ? ` (${rules.join('; ')})` : ''}.`;
        }
        case 'server-error':
            return 'Server error: retry later; if it persists, report it to the service operator.';
        default:
            return '';
    }
}
class ApiError extends Error {
    name = 'ApiError';
    status;
    code;
    /** The `reason` response header, when sent. */
    reason;
    body;
    /** The body as received (JSON value or text). */
    rawBody;
    method;
    /** Request path (no origin, no credentials), e.g. `/my-site.example.com/rollback`. */
    path;
    retryAfterMs;
    /** Payment required (`collect` line): where to subscribe. */
    checkoutUrl;
    constructor(init) {
        const parsed = parseErrorBody(init.body);
        const code = init.code ?? classify(init.status, init.reason ?? '', parsed);
        // A rate limit without Retry-After may state its wait in words ("try in 5 minutes").
        if (code === 'rate-limited' && init.retryAfterMs === undefined) {
            const stated = waitInText([init.reason ?? '', ...parsed.messages].join(' '));
            if (stated !== undefined)
                init = { ...init, retryAfterMs: stated };
        }
        const said = [init.reason, ...parsed.messages].filter((s) => !!s);
        const unique = [...new Set(said)];
        const message = init.message ??
            (parsed.html
                ? `${init.what ?? `${init.method} ${init.path}`} failed: the endpoint answered HTTP ${init.status} with an HTML page, not ` +
                    `the sitepub/surge API${init.status >= 500 && init.status !== 501
                        ? ' (or a proxy in front of the API could not reach it)'
                        : ''}: check the endpoint URL.`
                : undefined) ??
            [
                `${init.what ?? `${init.method} ${init.path}`} failed with HTTP ${init.status}${unique.length ? `: ${unique.join('; ')}` : ''}.`,
                advice(code, init, parsed),
            ]
                .filter(Boolean)
                .join(' ');
        super(message);
        this.status = init.status;
        this.code = code;
        this.reason = init.reason;
        this.body = parsed;
        this.rawBody = init.body;
        this.method = init.method;
        this.path = init.path;
        this.retryAfterMs = init.retryAfterMs;
        this.checkoutUrl = init.checkoutUrl;
    }
}
/**
 * OpenSSL's codes when what came back to a TLS handshake was not TLS, as when an `https://` request reaches a
 * plain-HTTP server (Node 24: the answer's `HTTP/1.1 400` read as a record header); `EPROTO` carries the same as
 * text on older builds.
 */
const NOT_TLS_CODES = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);
/** Whether a connection error says the server answered the TLS handshake in plain HTTP (pure). */
function isPlainHttpAnswer(cause) {
    const c = cause;
    if (typeof c?.code === 'string' && NOT_TLS_CODES.has(c.code))
        return true;
    return (c?.code === 'EPROTO' &&
        typeof c.message === 'string' &&
        /wrong version number|packet length too long|http request/i.test(c.message));
}
class NetworkError extends Error {
    name = 'NetworkError';
    method;
    path;
    /** undici / system error code, e.g. ECONNRESET, UND_ERR_HEADERS_TIMEOUT, ABORT_ERR. */
    code;
    /**
     * True when the TLS handshake got a plain-HTTP answer: the URL says `https://` but the server speaks HTTP.
     * Not retryable; front ends say which scheme to use.
     */
    plainHttpServer;
    constructor(method, path, cause) {
        const c = cause;
        const code = c?.name === 'TimeoutError' || c?.name === 'AbortError'
            ? c.name
            : typeof c?.code === 'string'
                ? c.code
                : undefined;
        super(`${method} ${path} did not complete${code ? ` (${code})` : ''}: ${c?.message ?? String(cause)}. ` +
            'Check the endpoint URL and the network, then retry.', { cause });
        this.method = method;
        this.path = path;
        this.code = code;
        this.plainHttpServer = isPlainHttpAnswer(cause);
    }
}
/**
 * An error the client raises itself, without a server's answer: an argument it refuses before sending anything
 * (`invalid-domain`, `invalid-revision`, `invalid-input`), or a callback of the caller's that threw
 * (`callback-failed`, the callback's error as `cause`). Promise-returning functions reject with it, never throw.
 */
class ClientError extends Error {
    name = 'ClientError';
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
    }
}


/***/ }),

/***/ 95568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ CLIENT_VERSION)
});

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/package.json
const package_namespaceObject = {"r":"1.0.0"};
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/version.js
/**
 * The package's version, read from package.json where the code runs from: the repository root for the sources
 * (src/client \u2192 ../../package.json) and for the tsc build (lib/client \u2192 the installed package's own
 * package.json); the ncc bundles inline it at build time (scripts/package.mjs stages a package.json with the
 * version next to the transpiled sources, and webpack keeps only that field). Sent as the `version` header on
 * deploys and in the default user agent.
 */

const CLIENT_VERSION = package_namespaceObject.r;


/***/ }),

/***/ 53684:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ OriginList),
/* harmony export */   a5: () => (/* binding */ originBase),
/* harmony export */   al: () => (/* binding */ advertiseUrlProblem)
/* harmony export */ });
/* unused harmony exports MAX_LEARNED, isLoopback */
/**
 * The origins a standalone edge may ask (docs/edge.md, "When an origin dies"): the one it was started with
 * (`--origin`, an origin or a balancer) and those the cluster's origins told it about (the registration answer,
 * each sync request). Pure: the time is passed in, nothing is read or written here.
 *
 * Order of a call's attempts: the origins not backing off first (the origin that sent the sync the call is for,
 * then the configured one, then the one that answered last, then the rest as the origins listed them), then those
 * backing off, soonest retry first. Each origin is
 * tried at most once per call, so a call ends after as many attempts as there are origins. An origin that could
 * not be reached backs off 1 s, doubling up to 60 s: it is asked again first only after that, and its first
 * answer clears it.
 */
/** At most this many learned origins are kept (a cluster has a few; the list comes from the origins). */
const MAX_LEARNED = 16;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
const MAX_URL_LENGTH = 300;
/** `scheme://host[:port]` of an http(s) URL without credentials, or null for anything else. */
function originBase(raw) {
    if (typeof raw !== 'string' || raw.length > MAX_URL_LENGTH)
        return null;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return null;
    if (url.username || url.password)
        return null;
    return url.origin;
}
/**
 * What is wrong with an origin's `--advertise-url` (a sentence naming the flag and the expected form), or null
 * when it is a base URL. A URL with credentials is not echoed: the origin list is told to every edge.
 */
function advertiseUrlProblem(raw) {
    if (originBase(raw))
        return null;
    const expected = 'give the URL edges reach this origin at directly, e.g. http://10.0.0.11:3000';
    if (URL.canParse(raw) && (new URL(raw).username || new URL(raw).password))
        return `--advertise-url must not carry credentials (every edge is told it): ${expected}`;
    return `--advertise-url "${raw.slice(0, 100)}" is not an http(s) URL: ${expected}`;
}
/** A host of this machine only: 127.0.0.0/8, ::1, localhost (and names under it). */
function isLoopback(base) {
    const host = new URL(base).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        host === '::1' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host));
}
class OriginList {
    /** The `--origin` URL as given (requests resolve their absolute paths against it). */
    configured;
    #configuredBase;
    #loopbackAllowed;
    #learned = [];
    #current;
    #backoff = new Map();
    constructor(configured, learned = []) {
        const base = originBase(configured);
        if (!base)
            throw new Error(`the origin URL "${configured}" must be an http(s) URL without credentials`);
        this.configured = configured;
        this.#configuredBase = base;
        // An edge given a loopback origin runs beside it (tests, one machine); any other edge would send the secret
        // to whatever listens on its own loopback port, so it takes no loopback origin from a list.
        this.#loopbackAllowed = isLoopback(base);
        this.#current = configured;
        this.learn(learned);
    }
    /** The origins learned from the cluster (not the configured one). */
    learned() {
        return [...this.#learned];
    }
    /** Every origin this edge may ask: the configured one first. */
    all() {
        return [this.configured, ...this.#learned];
    }
    /**
     * Takes the cluster's current origin list (an origin's answer or request): keeps the valid, distinct http(s)
     * ones (not the configured one, no loopback address unless the configured origin is one), at most MAX_LEARNED.
     * Anything but a non-empty list (an older origin sends none) leaves the list as it was. True when it changed.
     */
    learn(urls) {
        if (!Array.isArray(urls) || urls.length === 0)
            return false;
        const next = [];
        for (const raw of urls) {
            const base = originBase(raw);
            if (!base || base === this.#configuredBase || next.includes(base))
                continue;
            if (!this.#loopbackAllowed && isLoopback(base))
                continue;
            next.push(base);
            if (next.length === MAX_LEARNED)
                break;
        }
        if (next.length === 0)
            return false;
        const changed = next.length !== this.#learned.length || next.some((base, i) => base !== this.#learned[i]);
        this.#learned = next;
        for (const base of this.#backoff.keys())
            if (base !== this.configured && !next.includes(base))
                this.#backoff.delete(base);
        if (!this.all().includes(this.#current))
            this.#current = this.configured;
        return changed;
    }
    /** The entry of `all()` that is the origin at `url` (any URL on it), or null for an origin not in the list. */
    find(url) {
        const base = originBase(url);
        if (base === null)
            return null;
        return base === this.#configuredBase ? this.configured : this.#learned.includes(base) ? base : null;
    }
    /**
     * The order in which a call at `now` tries the origins (each once); `first` (an entry of `all()`, e.g. the
     * origin that sent the sync the call is for) leads unless it is backing off.
     */
    order(now, first = null) {
        const all = this.all();
        const waiting = (base) => (this.#backoff.get(base)?.until ?? 0) > now;
        const ready = all.filter((base) => !waiting(base));
        const lead = [first, this.configured, this.#current].filter((base) => base !== null && ready.includes(base));
        const backingOff = all
            .filter(waiting)
            .sort((a, b) => this.#backoff.get(a).until - this.#backoff.get(b).until);
        return [...new Set([...lead, ...ready, ...backingOff])];
    }
    /** The origin a call at `now` asks first. */
    preferred(now) {
        return this.order(now)[0];
    }
    /** The origin that answered last. */
    current() {
        return this.#current;
    }
    /** `base` could not be reached at `now`: it backs off (1 s, doubling up to 60 s). */
    failed(base, now) {
        const failures = (this.#backoff.get(base)?.failures ?? 0) + 1;
        const delay = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
        this.#backoff.set(base, { failures, until: now + delay });
    }
    /** Whether `base` failed since it last answered. */
    hasFailed(base) {
        return this.#backoff.has(base);
    }
    /** `base` answered: it is the current origin and backs off no more. Returns the one it replaces, or null. */
    succeeded(base) {
        this.#backoff.delete(base);
        if (base === this.#current)
            return null;
        const before = this.#current;
        this.#current = base;
        return before;
    }
}


/***/ }),

/***/ 26614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ PackError),
/* harmony export */   y: () => (/* binding */ isLocalFileError)
/* harmony export */ });
class PackError extends Error {
    name = 'PackError';
    code;
    path;
    constructor(code, path, message) {
        super(message);
        this.code = code;
        this.path = path;
    }
}
/** The system calls that read a site folder: an error from one of them names a local file, not the network. */
const FILE_SYSCALLS = new Set([
    'open',
    'read',
    'close',
    'stat',
    'lstat',
    'fstat',
    'scandir',
    'opendir',
    'realpath',
]);
/** A file system error while reading the site (it carries the `path` and the `syscall` that failed). */
function isLocalFileError(err) {
    const e = err;
    return (e instanceof Error &&
        typeof e.code === 'string' &&
        typeof e.path === 'string' &&
        typeof e.syscall === 'string' &&
        FILE_SYSCALLS.has(e.syscall));
}


/***/ }),

/***/ 64714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ TOKEN_TTL_MS),
/* harmony export */   BE: () => (/* binding */ MAX_FILES),
/* harmony export */   H_: () => (/* binding */ MAX_PROJECT_BYTES),
/* harmony export */   Ki: () => (/* binding */ BLOB_BATCH_MAX),
/* harmony export */   PR: () => (/* binding */ MAX_PATH_BYTES),
/* harmony export */   Qs: () => (/* binding */ ANALYTICS_WINDOW_DAYS),
/* harmony export */   VV: () => (/* binding */ ANALYTICS_CACHE_MS),
/* harmony export */   Yq: () => (/* binding */ SYNC_BODY_MAX),
/* harmony export */   Z0: () => (/* binding */ VERIFICATION_RESEND_MS),
/* harmony export */   Zy: () => (/* binding */ RATE_PER_IP),
/* harmony export */   jq: () => (/* binding */ MAX_PATH_DEPTH),
/* harmony export */   mP: () => (/* binding */ DEFAULT_ENDPOINT),
/* harmony export */   nG: () => (/* binding */ LINK_TTL_MS),
/* harmony export */   qT: () => (/* binding */ CONTROL_BODY_MAX),
/* harmony export */   re: () => (/* binding */ MAX_COLLABORATORS),
/* harmony export */   vS: () => (/* binding */ RATE_PER_ACCOUNT),
/* harmony export */   wT: () => (/* binding */ RATE_PER_DOMAIN),
/* harmony export */   zr: () => (/* binding */ RATE_WINDOW_MS)
/* harmony export */ });
/** Limits of spec part 8, and the archive safety caps of the reference server. */
const MAX_FILES = 10_100;
const MAX_PROJECT_BYTES = 450 * 1000 * 1000; // "450 MB": decimal megabytes, documented in README
const RATE_WINDOW_MS = 15 * 60 * 1000;
const RATE_PER_DOMAIN = 30;
const RATE_PER_ACCOUNT = 60;
const RATE_PER_IP = 240;
/** Collaborators of one project, and emails of one invitation. */
const MAX_COLLABORATORS = 100;
const TOKEN_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const VERIFICATION_RESEND_MS = 5 * 60 * 1000;
const LINK_TTL_MS = 48 * 60 * 60 * 1000;
const ANALYTICS_CACHE_MS = 15 * 60 * 1000;
const ANALYTICS_WINDOW_DAYS = 14;
const MAX_PATH_BYTES = 1024;
const MAX_PATH_DEPTH = 32;
const DEFAULT_ENDPOINT = 'https://surge.surge.sh';
/** Most blobs one edge request (`/_sitepub/blobs`, `/_sitepub/blob-urls`) may ask for (src/edge/blob-batch.ts). */
const BLOB_BATCH_MAX = 4096;
/** The largest body of an edge control request (`/_sitepub/...`, src/edge/control.ts) other than a sync's. */
const CONTROL_BODY_MAX = 64 * 1024;
/**
 * The largest edge `POST /_sitepub/sync` body an edge that says so in its registration (`syncBodyMax`) reads: a
 * sync that carries the project's state, the revisions' file lists and blob URLs (about 1.2 MB for 7,453 files).
 * Other control requests stay under CONTROL_BODY_MAX. Only the origin, with the edges' secret, gets its body read.
 */
const SYNC_BODY_MAX = 16 * 1024 * 1024;


/***/ }),

/***/ 50847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DN: () => (/* binding */ parseBlobsUrl),
/* harmony export */   De: () => (/* binding */ DATABASE_FORM),
/* harmony export */   TG: () => (/* binding */ StoreUrlError),
/* harmony export */   Zs: () => (/* binding */ storeUrlsOf),
/* harmony export */   mx: () => (/* binding */ parseDatabaseUrl),
/* harmony export */   ri: () => (/* binding */ withoutCredentials)
/* harmony export */ });
/* unused harmony exports BLOBS_FORM, withoutPassword */
/**
 * Pure: the two URLs of a scale-out server (docs/scale-out.md, "Configuration"), checked before anything is
 * opened. Every error names where the value came from, the bad part and the expected form, never a password.
 */
const DATABASE_FORM = 'postgres://USER[:PASS]@HOST:PORT/DB';
const BLOBS_FORM = 's3://BUCKET[/PREFIX]';
class StoreUrlError extends Error {
    name = 'StoreUrlError';
}
/** A URL's text with its password replaced by `***`: for the few messages that must quote what was given. */
function withoutPassword(raw) {
    return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}
/** Parses `postgres://USER[:PASS]@HOST:PORT/DB` given by `source` (the flag, the variable, or the caller's name for it). */
function parseDatabaseUrl(raw, source = 'the database URL') {
    const bad = (what) => new StoreUrlError(`${source} "${withoutPassword(raw)}" ${what}: give ${DATABASE_FORM}`);
    const url = URL.parse(raw);
    if (!url)
        throw bad('is not a URL');
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
        throw bad(`has the scheme "${url.protocol}" (sitepub speaks PostgreSQL: the URL must start with postgres://)`);
    if (!url.hostname)
        throw bad('names no host');
    if (!url.username)
        throw bad('names no user');
    const db = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!db || db.includes('/'))
        throw bad('must name one database after the host (/DB)');
    const where = `${url.hostname}:${url.port || '5432'}`;
    return { url: raw, shown: `postgres://${url.username}@${where}/${db}`, where };
}
/** S3's bucket naming rules (not like an IP address, no `..`). */
const BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9!_.*'()-]+$/;
/** A URL's text with anything between `//` and `@` (a user, a key) replaced by `***`. */
const withoutCredentials = (url) => url.replace(/^([a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1***@');
/** Parses `s3://BUCKET[/PREFIX]` given by `source` (the flag, the variable, or the caller's name for it). */
function parseBlobsUrl(raw, source = 'blob store URL') {
    const bad = (what) => new StoreUrlError(`${source} "${withoutCredentials(raw)}"${what}; expected ${BLOBS_FORM}, e.g. s3://sitepub-blobs or s3://shared-bucket/sitepub`);
    const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)([?#].*)?$/i.exec(raw.trim());
    if (!m)
        throw bad(' is not a URL');
    const [, scheme = '', authority = '', path = '', rest] = m;
    if (scheme.toLowerCase() !== 's3')
        throw bad(` has the scheme "${scheme}:", not "s3:": blobs go to an S3 bucket (the endpoint comes from ` +
            'AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL)');
    if (authority.includes('@'))
        throw bad(' carries credentials before the bucket: credentials do not belong in the URL (give the keys in ' +
            'AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or the AWS shared files)');
    if (authority.includes(':'))
        throw bad(': a port does not belong in the URL (set the endpoint with AWS_ENDPOINT_URL_S3)');
    if (rest)
        throw bad(': a query or fragment is not allowed');
    if (!BUCKET.test(authority))
        throw bad(`: "${authority}" is not a bucket name (3-63 lower-case letters, digits, dots or hyphens, a letter or ` +
            'digit at each end)');
    const prefix = path.replace(/^\/+|\/+$/g, '');
    const parts = prefix ? prefix.split('/') : [];
    if (parts.some((part) => part === '' || part === '.' || part === '..'))
        throw bad(`: the prefix "${prefix}" has an empty, "." or ".." part`);
    const odd = parts.find((part) => !PREFIX_PART.test(part));
    if (odd !== undefined)
        throw bad(`: prefix part "${odd}" may hold only letters, digits and !_.*'()-`);
    return { url: `s3://${authority}${prefix ? `/${prefix}` : ''}`, bucket: authority, prefix };
}
/** The database and blob URLs of a start, from the flags or else the environment (a flag wins). */
function storeUrlsOf(input) {
    const dbRaw = input.database ?? input.env.SITEPUB_DATABASE_URL ?? '';
    const dbSource = input.database !== undefined ? '--database' : 'SITEPUB_DATABASE_URL';
    const blobsRaw = input.blobs ?? input.env.SITEPUB_BLOBS_URL ?? '';
    const blobsSource = input.blobs !== undefined ? '--blobs' : 'SITEPUB_BLOBS_URL';
    const urls = {};
    if (dbRaw.trim())
        urls.database = parseDatabaseUrl(dbRaw.trim(), dbSource);
    if (blobsRaw.trim())
        urls.blobs = parseBlobsUrl(blobsRaw.trim(), blobsSource);
    if (urls.blobs && !urls.database)
        throw new StoreUrlError(`${blobsSource} needs --database ${DATABASE_FORM} (or SITEPUB_DATABASE_URL): blobs in S3 with the state in ` +
            "this machine's data folder would still be one origin; give both for a cluster, or neither for the embedded server");
    return urls;
}


/***/ }),

/***/ 67375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uB: () => (/* reexport */ command_Command),
  b7: () => (/* reexport */ CommanderError),
  Di: () => (/* reexport */ InvalidArgumentError),
  c$: () => (/* reexport */ option_Option)
});

// UNUSED EXPORTS: Argument, Help, InvalidOptionArgumentError, createArgument, createCommand, createOption, program

;// CONCATENATED MODULE: ./node_modules/commander/lib/error.js
/**
 * CommanderError class
 */
class CommanderError extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = undefined;
  }
}

/**
 * InvalidArgumentError class
 */
class InvalidArgumentError extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, 'commander.invalidArgument', message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/argument.js


class argument_Argument {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */

  constructor(name, description) {
    this.description = description || '';
    this.variadic = false;
    this.parseArg = undefined;
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.argChoices = undefined;

    switch (name[0]) {
      case '<': // e.g. <required>
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case '[': // e.g. [optional]
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }

    if (this._name.endsWith('...')) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }

  /**
   * Return argument name.
   *
   * @return {string}
   */

  name() {
    return this._name;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }

  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
}

/**
 * Takes an argument and returns its human readable equivalent for help usage.
 *
 * @param {Argument} arg
 * @return {string}
 * @private
 */

function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:process"
var external_node_process_ = __webpack_require__(1708);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./node_modules/commander/lib/help.js



/**
 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
 * @typedef { import("./argument.js").Argument } Argument
 * @typedef { import("./command.js").Command } Command
 * @typedef { import("./option.js").Option } Option
 */

// Although this is a class, methods are static in style to allow override using subclass or just functions.
class Help {
  constructor() {
    this.helpWidth = undefined;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }

  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }

  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */

  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        // @ts-ignore: because overloaded return type
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }

  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
      return option.short
        ? option.short.replace(/^-/, '')
        : option.long.replace(/^--/, '');
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }

  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    // Built-in help option.
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption); // no changes needed
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.long, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd
            .createOption(helpOption.short, helpOption.description)
            .helpGroup(helpOption.helpGroupHeading),
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }

  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];

    const globalOptions = [];
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden,
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }

  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */

  visibleArguments(cmd) {
    // Side effect! Apply the legacy descriptions before the arguments are displayed.
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description =
          argument.description || cmd._argsDescription[argument.name()] || '';
      });
    }

    // If there are any arguments with a description then return all the arguments.
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }

  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandTerm(cmd) {
    // Legacy. Ignores custom usage string, and nested commands.
    const args = cmd.registeredArguments
      .map((arg) => humanReadableArgName(arg))
      .join(' ');
    return (
      cmd._name +
      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
      (args ? ' ' + args : '')
    );
  }

  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */

  optionTerm(option) {
    return option.flags;
  }

  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */

  argumentTerm(argument) {
    return argument.name();
  }

  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
        ),
      );
    }, 0);
  }

  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
        ),
      );
    }, 0);
  }

  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandUsage(cmd) {
    // Usage
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + '|' + cmd._aliases[0];
    }
    let ancestorCmdNames = '';
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
  }

  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.description();
  }

  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.summary() || cmd.description();
  }

  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */

  optionDescription(option) {
    const extraInfo = [];

    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (option.defaultValue !== undefined) {
      // default for boolean and negated more for programmer than end user,
      // but show true/false for boolean option as may be for hand-rolled env or config processing.
      const showDefault =
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
        );
      }
    }
    // preset for boolean and negated are more for programmer than end user
    if (option.presetArg !== undefined && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== undefined) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }

    return option.description;
  }

  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */

  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (argument.defaultValue !== undefined) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }

  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];

    return [helper.styleTitle(heading), ...items, ''];
  }

  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = new Map();
    // Add groups in order of appearance in unsortedItems.
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    // Add items in order of appearance in visibleItems.
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }

  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */

  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }

    // Usage
    let output = [
      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      '',
    ];

    // Description
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth,
        ),
        '',
      ]);
    }

    // Arguments
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument)),
      );
    });
    output = output.concat(
      this.formatItemList('Arguments:', argumentList, helper),
    );

    // Options
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? 'Options:',
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option)),
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });

    if (helper.showGlobalOptions) {
      const globalOptionList = helper
        .visibleGlobalOptions(cmd)
        .map((option) => {
          return callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option)),
          );
        });
      output = output.concat(
        this.formatItemList('Global Options:', globalOptionList, helper),
      );
    }

    // Commands
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || 'Commands:',
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });

    return output.join('\n');
  }

  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return (0,external_node_util_.stripVTControlCharacters)(str).length;
  }

  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }

  styleUsage(str) {
    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
    //    command subcommand [options] [command] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word === '[command]') return this.styleSubcommandText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleCommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    // This is very like usage with lots of parts! Assume default string which is formed like:
    //    subcommand [options] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleSubcommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }

  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper),
    );
  }

  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }

  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = ' '.repeat(itemIndent);
    if (!description) return itemIndentStr + term;

    // Pad the term out to a consistent width, so descriptions are aligned.
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term),
    );

    // Format the description.
    const spacerWidth = 2; // between term and description
    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (
      remainingWidth < this.minWidthToWrap ||
      helper.preformatted(description)
    ) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        '\n' + ' '.repeat(termWidth + spacerWidth),
      );
    }

    // Construct and overall indent.
    return (
      itemIndentStr +
      paddedTerm +
      ' '.repeat(spacerWidth) +
      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
    );
  }

  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;

    const rawLines = str.split(/\r\n|\n/);
    // split up text by whitespace
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push('');
        return;
      }

      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        // Accumulate chunks while they fit into width.
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(''));

        const nextChunk = chunk.trimStart(); // trim space at line break
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(''));
    });

    return wrappedLines.join('\n');
  }
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/option.js


class option_Option {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */

  constructor(flags, description) {
    this.flags = flags;
    this.description = description || '';

    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
    this.optional = flags.includes('['); // A value is optional when the option is specified.
    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
    this.variadic = /\p{ID_Continue}\.\.\.[>\]]$/u.test(flags); // The option can take multiple values.
    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith('--no-');
    }
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.presetArg = undefined;
    this.envVar = undefined;
    this.parseArg = undefined;
    this.hidden = false;
    this.argChoices = undefined;
    this.conflictsWith = [];
    this.implied = undefined;
    this.helpGroupHeading = undefined; // soft initialised when option added to command
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */

  preset(arg) {
    this.presetArg = arg;
    return this;
  }

  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */

  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }

  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === 'string') {
      // string is not documented, but easy mistake and we can do what user probably intended.
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }

  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */

  env(name) {
    this.envVar = name;
    return this;
  }

  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */

  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }

  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */

  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Return option name.
   *
   * @return {string}
   */

  name() {
    if (this.long) {
      return this.long.replace(/^--/, '');
    }
    return this.short.replace(/^-/, '');
  }

  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */

  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ''));
    }
    return camelcase(this.name());
  }

  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }

  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */

  is(arg) {
    return this.short === arg || this.long === arg;
  }

  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */

  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
}

/**
 * This class is to make it easier to work with dual options, without changing the existing
 * implementation. We support separate dual options for separate positive and negative options,
 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
 * use cases, but is tricky for others where we want separate behaviours despite
 * the single shared option value.
 */
class DualOptions {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = new Map();
    this.negativeOptions = new Map();
    this.dualOptions = new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }

  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;

    // Use the value to deduce if (probably) came from the option.
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== undefined ? preset : false;
    return option.negate === (negativeValue === value);
  }
}

/**
 * Convert string from kebab-case to camelCase.
 *
 * @param {string} str
 * @return {string}
 * @private
 */

function camelcase(str) {
  return str.split('-').reduce((str, word) => {
    return str + word[0].toUpperCase() + word.slice(1);
  });
}

/**
 * Split the short and long flag out of something like '-m,--mixed <value>'
 *
 * @private
 */

function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  // short flag, single dash and single character
  const shortFlagExp = /^-[^-]$/;
  // long flag, double dash and at least one character
  const longFlagExp = /^--[^-]/;

  const flagParts = flags.split(/[ |,]+/).concat('guard');
  // Normal is short and/or long.
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  // Long then short. Rarely used but fine.
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  // Allow two long flags, like '--ws, --workspace'
  // This is the supported way to have a shortish option flag.
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }

  // Check for unprocessed flag. Fail noisily rather than silently ignore.
  if (flagParts[0].startsWith('-')) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);

    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === undefined && longFlag === undefined)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`,
    );

  return { shortFlag, longFlag };
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/suggestSimilar.js
const maxDistance = 3;

function editDistance(a, b) {
  // https://en.wikipedia.org/wiki/Damerau\u2013Levenshtein_distance
  // Calculating optimal string alignment distance, no substring is edited more than once.
  // (Simple implementation.)

  // Quick early exit, return worst case.
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);

  // distance between prefix substrings of a and b
  const d = [];

  // pure deletions turn a into empty string
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  // pure insertions turn empty string into b
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }

  // fill matrix
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1, // deletion
        d[i][j - 1] + 1, // insertion
        d[i - 1][j - 1] + cost, // substitution
      );
      // transposition
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }

  return d[a.length][b.length];
}

/**
 * Find close matches, restricted to same number of edits.
 *
 * @param {string} word
 * @param {string[]} candidates
 * @returns {string}
 */

function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return '';
  // remove possible duplicates
  candidates = Array.from(new Set(candidates));

  const searchingOptions = word.startsWith('--');
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }

  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return; // no one character guesses

    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        // better edit distance, throw away previous worse matches
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });

  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }

  if (similar.length > 1) {
    return `\n(Did you mean one of ${similar.join(', ')}?)`;
  }
  if (similar.length === 1) {
    return `\n(Did you mean ${similar[0]}?)`;
  }
  return '';
}

;// CONCATENATED MODULE: ./node_modules/commander/lib/command.js













class command_Command extends external_node_events_.EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */

  constructor(name) {
    super();
    /** @type {Command[]} */
    this.commands = [];
    /** @type {Option[]} */
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    /** @type {Argument[]} */
    this.registeredArguments = [];
    this._args = this.registeredArguments; // deprecated old name
    /** @type {string[]} */
    this.args = []; // cli args with options removed
    this.rawArgs = [];
    this.processedArgs = []; // like .args but after custom processing and collecting variadic
    this._scriptPath = null;
    this._name = name || '';
    this._optionValues = {};
    this._optionValueSources = {}; // default, env, cli etc
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null; // custom name for executable
    this._executableDir = null; // custom search directory for subcommands
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = '';
    this._summary = '';
    this._argsDescription = undefined; // legacy
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {}; // a hash of arrays
    /** @type {(boolean | string)} */
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null; // used in save/restoreStateBeforeParse

    // see configureOutput() for docs
    this._outputConfiguration = {
      writeOut: (str) => external_node_process_.stdout.write(str),
      writeErr: (str) => external_node_process_.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () =>
        external_node_process_.stdout.isTTY ? external_node_process_.stdout.columns : undefined,
      getErrHelpWidth: () =>
        external_node_process_.stderr.isTTY ? external_node_process_.stderr.columns : undefined,
      getOutHasColors: () =>
        useColor() ?? (external_node_process_.stdout.isTTY && external_node_process_.stdout.hasColors?.()),
      getErrHasColors: () =>
        useColor() ?? (external_node_process_.stderr.isTTY && external_node_process_.stderr.hasColors?.()),
      stripColor: (str) => (0,external_node_util_.stripVTControlCharacters)(str),
    };

    this._hidden = false;
    /** @type {(Option | null | undefined)} */
    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
    /** @type {Command} */
    this._helpCommand = undefined; // lazy initialised, inherited
    this._helpConfiguration = {};
    /** @type {string | undefined} */
    this._helpGroupHeading = undefined; // soft initialised when added to parent
    /** @type {string | undefined} */
    this._defaultCommandGroup = undefined;
    /** @type {string | undefined} */
    this._defaultOptionGroup = undefined;
  }

  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue =
      sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

    return this;
  }

  /**
   * @returns {Command[]}
   * @private
   */

  _getCommandAndAncestors() {
    const result = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }

  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */

  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === 'object' && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);

    if (desc) return this;
    return cmd;
  }

  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */

  createCommand(name) {
    return new command_Command(name);
  }

  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */

  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }

  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureHelp(configuration) {
    if (configuration === undefined) return this._helpConfiguration;

    this._helpConfiguration = configuration;
    return this;
  }

  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureOutput(configuration) {
    if (configuration === undefined) return this._outputConfiguration;

    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration,
    };
    return this;
  }

  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }

  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }

  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */

  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }

    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();

    return this;
  }

  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */

  createArgument(name, description) {
    return new argument_Argument(name, description);
  }

  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === 'function') {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }

  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */

  arguments(names) {
    names
      .trim()
      .split(/ +/)
      .forEach((detail) => {
        this.argument(detail);
      });
    return this;
  }

  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`,
      );
    }
    if (
      argument.required &&
      argument.defaultValue !== undefined &&
      argument.parseArg === undefined
    ) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`,
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }

  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */

  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === 'boolean') {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        // make the command to store the group
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }

    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? 'display help for command';

    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    // init group unless lazy create
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

    return this;
  }

  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    // If not passed an object, call through to helpCommand for backwards compatibility,
    // as addHelpCommand was originally used like helpCommand is now.
    if (typeof helpCommand !== 'object') {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }

  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand =
      this._addImplicitHelpCommand ??
      (this.commands.length &&
        !this._actionHandler &&
        !this._findCommand('help'));

    if (hasImplicitHelpCommand) {
      if (this._helpCommand === undefined) {
        this.helpCommand(undefined, undefined); // use default name and description
      }
      return this._helpCommand;
    }
    return null;
  }

  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */

  hook(event, listener) {
    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }

  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */

  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== 'commander.executeSubCommandAsync') {
          throw err;
        } else {
          // Async callback from spawn events, not useful to throw.
        }
      };
    }
    return this;
  }

  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */

  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
      // Expecting this line is not reached.
    }
    external_node_process_.exit(exitCode);
  }

  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */

  action(fn) {
    const listener = (args) => {
      // The .action callback takes an extra parameter which is the command or options.
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);

      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }

  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */

  createOption(flags, description) {
    return new option_Option(flags, description);
  }

  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */

  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === 'commander.invalidArgument') {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }

  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */

  _registerOption(option) {
    const matchingOption =
      (option.short && this._findOption(option.short)) ||
      (option.long && this._findOption(option.long));
    if (matchingOption) {
      const matchingFlag =
        option.long && this._findOption(option.long)
          ? option.long
          : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }

    this._initOptionGroup(option);
    this.options.push(option);
  }

  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */

  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };

    const alreadyUsed = knownBy(command).find((name) =>
      this._findCommand(name),
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
      const newCmd = knownBy(command).join('|');
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
      );
    }

    this._initCommandGroup(command);
    this.commands.push(command);
  }

  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);

    const oname = option.name();
    const name = option.attributeName();

    // store default value
    if (option.defaultValue !== undefined) {
      this.setOptionValueWithSource(name, option.defaultValue, 'default');
    }

    // handler for cli and env supplied values
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      // val is null for optional option used without an optional-argument.
      // val is undefined for boolean and negated option.
      if (val == null && option.presetArg !== undefined) {
        val = option.presetArg;
      }

      // custom processing
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }

      // Fill-in appropriate missing values. Long winded but easy to follow.
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = ''; // not normal, parseArg might have failed or be a mock function for testing
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };

    this.on('option:' + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, 'cli');
    });

    if (option.envVar) {
      this.on('optionEnv:' + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, 'env');
      });
    }

    return this;
  }

  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === 'object' && flags instanceof option_Option) {
      throw new Error(
        'To add an Option object use addOption() instead of option() or requiredOption()',
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === 'function') {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      // deprecated
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }

    return this.addOption(option);
  }

  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }

  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue,
    );
  }

  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }

  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }

  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }

  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }

  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }

  /**
   * @private
   */

  _checkForBrokenPassThrough() {
    if (
      this.parent &&
      this._passThroughOptions &&
      !this.parent._enablePositionalOptions
    ) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
      );
    }
  }

  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */

  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error('call .storeOptionsAsProperties() before adding options');
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        'call .storeOptionsAsProperties() before setting option values',
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }

  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */

  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }

  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */

  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, undefined);
  }

  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */

  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }

  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }

  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSourceWithGlobals(key) {
    // global overwrites local, like optsWithGlobals
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (Object.hasOwn(cmd._optionValueSources, key)) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }

  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */

  _prepareUserArgs(argv, parseOptions) {
    if (argv !== undefined && !Array.isArray(argv)) {
      throw new Error('first parameter to parse must be array or undefined');
    }
    parseOptions = parseOptions || {};

    // auto-detect argument conventions if nothing supplied
    if (argv === undefined && parseOptions.from === undefined) {
      if (external_node_process_.versions?.electron) {
        parseOptions.from = 'electron';
      }
      // check node specific options for scenarios where user CLI args follow executable without scriptname
      const execArgv = external_node_process_.execArgv ?? [];
      if (
        execArgv.includes('-e') ||
        execArgv.includes('--eval') ||
        execArgv.includes('-p') ||
        execArgv.includes('--print')
      ) {
        parseOptions.from = 'eval'; // internal usage, not documented
      }
    }

    // default to using process.argv
    if (argv === undefined) {
      argv = external_node_process_.argv;
    }
    this.rawArgs = argv.slice();

    // extract the user args and scriptPath
    let userArgs;
    switch (parseOptions.from) {
      case undefined:
      case 'node':
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case 'electron':
        // @ts-ignore: because defaultApp is an unknown property
        if (external_node_process_.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case 'user':
        userArgs = argv.slice(0);
        break;
      case 'eval':
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`,
        );
    }

    // Find default name for program from arguments.
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || 'program';

    return userArgs;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */

  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);

    return this;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */

  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);

    return this;
  }

  _prepareForParse() {
    // Save the state the first time, then restore the state before each subsequent parse.
    if (this._savedState === null) {
      // Do the special default of lone negated option to true, now that we have all the options.
      // Filter for negated options that have not been processed already.
      this.options
        .filter(
          (option) =>
            option.negate &&
            option.defaultValue === undefined &&
            this.getOptionValue(option.attributeName()) === undefined,
        )
        .forEach((option) => {
          // check for lone negated option: --no-foo without a --foo option
          const positiveLongFlag = option.long.replace(/^--no-/, '--');
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              option.attributeName(),
              true,
              'default',
            );
          }
        });

      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }

  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources },
    };
  }

  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

    // clear state from _prepareUserArgs
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    // clear state from setOptionValueWithSource
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    // clear state from _parseCommand
    this.args = [];
    // clear state from _processArguments
    this.processedArgs = [];
  }

  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (external_node_fs_.existsSync(executableFile)) return;

    const executableDirMessage = executableDir
      ? `searched for local subcommand relative to directory '${executableDir}'`
      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }

  /**
   * Execute a sub-command executable.
   *
   * @private
   */

  _executeSubCommand(subcommand, args) {
    args = args.slice();
    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

    function findFile(baseDir, baseName) {
      // Look for specified file
      const localBin = external_node_path_.resolve(baseDir, baseName);
      if (external_node_fs_.existsSync(localBin)) return localBin;

      // Stop looking if candidate already has an expected extension.
      if (sourceExt.includes(external_node_path_.extname(baseName))) return undefined;

      // Try all the extensions.
      const foundExt = sourceExt.find((ext) =>
        external_node_fs_.existsSync(`${localBin}${ext}`),
      );
      if (foundExt) return `${localBin}${foundExt}`;

      return undefined;
    }

    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // executableFile and executableDir might be full path, or just a name
    let executableFile =
      subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || '';
    if (this._scriptPath) {
      let resolvedScriptPath; // resolve possible symlink for installed npm binary
      try {
        resolvedScriptPath = external_node_fs_.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = external_node_path_.resolve(
        external_node_path_.dirname(resolvedScriptPath),
        executableDir,
      );
    }

    // Look for a local file in preference to a command in PATH.
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);

      // Legacy search using prefix of script name instead of command name
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = external_node_path_.basename(
          this._scriptPath,
          external_node_path_.extname(this._scriptPath),
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`,
          );
        }
      }
      executableFile = localFile || executableFile;
    }

    const launchWithNode = sourceExt.includes(external_node_path_.extname(executableFile));

    let proc;
    if (external_node_process_.platform !== 'win32') {
      if (launchWithNode) {
        args.unshift(executableFile);
        // add executable arguments to spawn
        args = incrementNodeInspectorPort(external_node_process_.execArgv).concat(args);

        proc = external_node_child_process_.spawn(external_node_process_.argv[0], args, { stdio: 'inherit' });
      } else {
        proc = external_node_child_process_.spawn(executableFile, args, { stdio: 'inherit' });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name,
      );
      args.unshift(executableFile);
      // add executable arguments to spawn
      args = incrementNodeInspectorPort(external_node_process_.execArgv).concat(args);
      proc = external_node_child_process_.spawn(external_node_process_.execPath, args, { stdio: 'inherit' });
    }

    if (!proc.killed) {
      // testing mainly to avoid leak warnings during unit tests with mocked spawn
      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => {
        external_node_process_.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            // @ts-ignore because signals not typed to known strings
            proc.kill(signal);
          }
        });
      });
    }

    // By default terminate process when spawned process terminates.
    const exitCallback = this._exitCallback;
    proc.on('close', (code) => {
      code = code ?? 1; // code is null if spawned process terminated due to a signal
      if (!exitCallback) {
        external_node_process_.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            'commander.executeSubCommandAsync',
            '(close)',
          ),
        );
      }
    });
    proc.on('error', (err) => {
      // @ts-ignore: because err.code is an unknown property
      if (err.code === 'ENOENT') {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name,
        );
        // @ts-ignore: because err.code is an unknown property
      } else if (err.code === 'EACCES') {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        external_node_process_.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          'commander.executeSubCommandAsync',
          '(error)',
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });

    // Store the reference to the child process
    this.runningCommand = proc;
  }

  /**
   * @private
   */

  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });

    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      'preSubcommand',
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }

  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */

  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }

    // Fallback to parsing the help flag to invoke the help.
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
    );
  }

  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */

  _checkNumberOfArguments() {
    // too few
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    // too many
    if (
      this.registeredArguments.length > 0 &&
      this.registeredArguments[this.registeredArguments.length - 1].variadic
    ) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }

  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */

  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      // Extra processing for nice error message on parsing failure.
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage,
        );
      }
      return parsedValue;
    };

    this._checkNumberOfArguments();

    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        // Collect together remaining arguments for passing together as an array.
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === undefined) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }

  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCall(promise, fn) {
    // thenable
    if (promise?.then && typeof promise.then === 'function') {
      // already have a promise, chain callback
      return promise.then(() => fn());
    }
    // callback might return a promise
    return fn();
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors()
      .reverse()
      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
      .forEach((hookedCommand) => {
        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
          hooks.push({ hookedCommand, callback });
        });
      });
    if (event === 'postAction') {
      hooks.reverse();
    }

    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== undefined) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }

  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */

  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);

    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (
      this._getHelpCommand() &&
      operands[0] === this._getHelpCommand().name()
    ) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown,
      );
    }
    if (
      this.commands.length &&
      this.args.length === 0 &&
      !this._actionHandler &&
      !this._defaultCommandName
    ) {
      // probably missing subcommand and no handler, user needs help (and exit)
      this.help({ error: true });
    }

    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // We do not always call this check to avoid masking a "better" error, like unknown command.
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };

    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();

      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
      promiseChain = this._chainOrCall(promiseChain, () =>
        this._actionHandler(this.processedArgs),
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown); // legacy
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown); // legacy
    } else if (operands.length) {
      if (this._findCommand('*')) {
        // legacy default command
        return this._dispatchSubcommand('*', operands, unknown);
      }
      if (this.listenerCount('command:*')) {
        // skip option check, emit event for possible misspelling suggestion
        this.emit('command:*', operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
      // fall through for caller to handle after calling .parse()
    }
  }

  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return undefined;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name),
    );
  }

  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */

  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }

  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */

  _checkForMissingMandatoryOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (
          anOption.mandatory &&
          cmd.getOptionValue(anOption.attributeName()) === undefined
        ) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }

  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === undefined) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== 'default';
    });

    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0,
    );

    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
        option.conflictsWith.includes(defined.attributeName()),
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }

  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }

  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */

  parseOptions(args) {
    const operands = []; // operands, not options or values
    const unknown = []; // first unknown option and remaining unknown args
    let dest = operands;

    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === '-';
    }

    const negativeNumberArg = (arg) => {
      // return false if not a negative number
      if (!/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(arg)) return false;
      // negative number is ok unless digit used as an option in command hierarchy
      return !this._getCommandAndAncestors().some((cmd) =>
        cmd.options
          .map((opt) => opt.short)
          .some((short) => /^-\d$/.test(short)),
      );
    };

    // parse options
    let activeVariadicOption = null;
    let activeGroup = null; // working through group of short options, like -abc
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;

      // literal
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }

      if (
        activeVariadicOption &&
        (!maybeOption(arg) || negativeNumberArg(arg))
      ) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;

      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        // recognised option, call listener to assign value with possible custom processing
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === undefined) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            // historical behaviour is optional value is following arg unless an option
            if (
              i < args.length &&
              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
            ) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            // boolean flag
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }

      // Look for combo options following single dash, eat first one if known.
      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (
            option.required ||
            (option.optional && this._combineFlagAndOptionalValue)
          ) {
            // option with value following in same argument
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            // boolean option
            this.emit(`option:${option.name()}`);
            // remove the processed option and keep processing group
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }

      // Look for known long flag with value, like --foo=bar
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf('=');
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }

      // Not a recognised option by this command.
      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
      // A negative number in a leaf command is not an unknown option.
      if (
        dest === operands &&
        maybeOption(arg) &&
        !(this.commands.length === 0 && negativeNumberArg(arg))
      ) {
        dest = unknown;
      }

      // If using positionalOptions, stop processing our options at subcommand.
      if (
        (this._enablePositionalOptions || this._passThroughOptions) &&
        operands.length === 0 &&
        unknown.length === 0
      ) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (
          this._getHelpCommand() &&
          arg === this._getHelpCommand().name()
        ) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }

      // If using passThroughOptions, stop processing options at first command-argument.
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }

      // add arg
      dest.push(arg);
    }

    return { operands, unknown };
  }

  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      // Preserve original behaviour so backwards compatible when still using properties
      const result = {};
      const len = this.options.length;

      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] =
          key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }

    return this._optionValues;
  }

  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    // globals overwrite locals
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {},
    );
  }

  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    // output handling
    this._outputConfiguration.outputError(
      `${message}\n`,
      this._outputConfiguration.writeErr,
    );
    if (typeof this._showHelpAfterError === 'string') {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr('\n');
      this.outputHelp({ error: true });
    }

    // exit handling
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || 'commander.error';
    this._exit(exitCode, code, message);
  }

  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in external_node_process_.env) {
        const optionKey = option.attributeName();
        // Priority check. Do not overwrite cli or options from unknown source (client-code).
        if (
          this.getOptionValue(optionKey) === undefined ||
          ['default', 'config', 'env'].includes(
            this.getOptionValueSource(optionKey),
          )
        ) {
          if (option.required || option.optional) {
            // option can take a value
            // keep very simple, optional always takes value
            this.emit(`optionEnv:${option.name()}`, external_node_process_.env[option.envVar]);
          } else {
            // boolean
            // keep very simple, only care that envVar defined and not the value
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }

  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return (
        this.getOptionValue(optionKey) !== undefined &&
        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
      );
    };
    this.options
      .filter(
        (option) =>
          option.implied !== undefined &&
          hasCustomOptionValue(option.attributeName()) &&
          dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option,
          ),
      )
      .forEach((option) => {
        Object.keys(option.implied)
          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
          .forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              'implied',
            );
          });
      });
  }

  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */

  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: 'commander.missingArgument' });
  }

  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */

  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: 'commander.optionMissingArgument' });
  }

  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */

  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
  }

  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    // The calling code does not know whether a negated option is the source of the
    // value, so do some work to take an educated guess.
    const findBestOptionFromValue = (option) => {
      const optionKey = option.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName(),
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName(),
      );
      if (
        negativeOption &&
        ((negativeOption.presetArg === undefined && optionValue === false) ||
          (negativeOption.presetArg !== undefined &&
            optionValue === negativeOption.presetArg))
      ) {
        return negativeOption;
      }
      return positiveOption || option;
    };

    const getErrorMessage = (option) => {
      const bestOption = findBestOptionFromValue(option);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === 'env') {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };

    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: 'commander.conflictingOption' });
  }

  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */

  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = '';

    if (flag.startsWith('--') && this._showSuggestionAfterError) {
      // Looping to pick up the global options too
      let candidateFlags = [];
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      let command = this;
      do {
        const moreFlags = command
          .createHelp()
          .visibleOptions(command)
          .filter((option) => option.long)
          .map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }

    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: 'commander.unknownOption' });
  }

  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */

  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;

    const expected = this.registeredArguments.length;
    const s = expected === 1 ? '' : 's';
    const received = receivedArgs.length;
    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
    const details = receivedArgs.join(', ');
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${received}: ${details}.`;
    this.error(message, { code: 'commander.excessArguments' });
  }

  /**
   * Unknown command.
   *
   * @private
   */

  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = '';

    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp()
        .visibleCommands(this)
        .forEach((command) => {
          candidateNames.push(command.name());
          // just visible alias
          if (command.alias()) candidateNames.push(command.alias());
        });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }

    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: 'commander.unknownCommand' });
  }

  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */

  version(str, flags, description) {
    if (str === undefined) return this._version;
    this._version = str;
    flags = flags || '-V, --version';
    description = description || 'output the version number';
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);

    this.on('option:' + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}\n`);
      this._exit(0, 'commander.version', str);
    });
    return this;
  }

  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === undefined && argsDescription === undefined)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }

  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === undefined) return this._summary;
    this._summary = str;
    return this;
  }

  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */

  alias(alias) {
    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

    /** @type {Command} */
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let command = this;
    if (
      this.commands.length !== 0 &&
      this.commands[this.commands.length - 1]._executableHandler
    ) {
      // assume adding alias for last added executable subcommand, rather than this
      command = this.commands[this.commands.length - 1];
    }

    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      // c.f. _registerCommand
      const existingCmd = [matchingCommand.name()]
        .concat(matchingCommand.aliases())
        .join('|');
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
      );
    }

    command._aliases.push(alias);
    return this;
  }

  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */

  aliases(aliases) {
    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
    if (aliases === undefined) return this._aliases;

    aliases.forEach((alias) => this.alias(alias));
    return this;
  }

  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  usage(str) {
    if (str === undefined) {
      if (this._usage) return this._usage;

      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return []
        .concat(
          this.options.length || this._helpOption !== null ? '[options]' : [],
          this.commands.length ? '[command]' : [],
          this.registeredArguments.length ? args : [],
        )
        .join(' ');
    }

    this._usage = str;
    return this;
  }

  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  name(str) {
    if (str === undefined) return this._name;
    this._name = str;
    return this;
  }

  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */

  helpGroup(heading) {
    if (heading === undefined) return this._helpGroupHeading ?? '';
    this._helpGroupHeading = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:');
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === undefined) return this._defaultCommandGroup ?? '';
    this._defaultCommandGroup = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === undefined) return this._defaultOptionGroup ?? '';
    this._defaultOptionGroup = heading;
    return this;
  }

  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }

  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }

  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or import.meta.filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(import.meta.filename);
   *
   * @param {string} filename
   * @return {Command}
   */

  nameFromFilename(filename) {
    this._name = external_node_path_.basename(filename, external_node_path_.extname(filename));

    return this;
  }

  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(import.meta.dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */

  executableDir(path) {
    if (path === undefined) return this._executableDir;
    this._executableDir = path;
    return this;
  }

  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */

  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors,
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }

  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */

  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }

  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === 'function') {
      deprecatedCallback = contextOptions;
      contextOptions = undefined;
    }

    const outputContext = this._getOutputContext(contextOptions);
    /** @type {HelpTextEventContext} */
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this,
    };

    this._getCommandAndAncestors()
      .reverse()
      .forEach((command) => command.emit('beforeAllHelp', eventContext));
    this.emit('beforeHelp', eventContext);

    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (
        typeof helpInformation !== 'string' &&
        !Buffer.isBuffer(helpInformation)
      ) {
        throw new Error('outputHelp callback must return a string or a Buffer');
      }
    }
    outputContext.write(helpInformation);

    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long); // deprecated
    }
    this.emit('afterHelp', eventContext);
    this._getCommandAndAncestors().forEach((command) =>
      command.emit('afterAllHelp', eventContext),
    );
  }

  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help', 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */

  helpOption(flags, description) {
    // Support enabling/disabling built-in help option.
    if (typeof flags === 'boolean') {
      if (flags) {
        if (this._helpOption === null) this._helpOption = undefined; // reenable
        if (this._defaultOptionGroup) {
          // make the option to store the group
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null; // disable
      }
      return this;
    }

    // Customise flags and description.
    this._helpOption = this.createOption(
      flags ?? '-h, --help',
      description ?? 'display help for command',
    );
    // init group unless lazy create
    if (flags || description) this._initOptionGroup(this._helpOption);

    return this;
  }

  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    // Lazy create help option on demand.
    if (this._helpOption === undefined) {
      this.helpOption(undefined, undefined);
    }
    return this._helpOption;
  }

  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }

  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(external_node_process_.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
    if (
      exitCode === 0 &&
      contextOptions &&
      typeof contextOptions !== 'function' &&
      contextOptions.error
    ) {
      exitCode = 1;
    }
    // message: do not have all displayed text available so only passing placeholder.
    this._exit(exitCode, 'commander.help', '(outputHelp)');
  }

  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */

  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */

  addHelpText(position, text) {
    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }

    const helpEvent = `${position}Help`;
    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
      let helpStr;
      if (typeof text === 'function') {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      // Ignore falsy value when nothing to output.
      if (helpStr) {
        context.write(`${helpStr}\n`);
      }
    });
    return this;
  }

  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */

  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      // (Do not have all displayed text available so only passing placeholder.)
      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
    }
  }
}

/**
 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
 *
 * @param {string[]} args - array of arguments from node.execArgv
 * @returns {string[]}
 * @private
 */

function incrementNodeInspectorPort(args) {
  // Testing for these options:
  //  --inspect[=[host:]port]
  //  --inspect-brk[=[host:]port]
  //  --inspect-wait[=[host:]port]
  //  --inspect-port=[host:]port
  //
  // Host can be an IP literal encapsulated within square brackets (e.g. [::1]),
  // an IPv4 address in dotted-decimal form (e.g. 192.168.0.1), or a registered name.
  // https://www.rfc-editor.org/rfc/rfc3986.html#section-3.2.2
  return args.map((arg) => {
    if (!arg.startsWith('--inspect')) {
      return arg;
    }
    let debugOption;
    let debugHost = '127.0.0.1';
    let debugPort = '9229';
    let match;
    if ((match = arg.match(/^(--inspect(-brk|-wait)?)$/)) !== null) {
      // e.g. --inspect
      debugOption = match[1];
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+)$/,
      )) !== null
    ) {
      // Matches a host or a port, but not both. No colon to separate them.
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        // Plain digits so a port number.
        // e.g. --inspect=1234
        debugPort = match[3];
      } else {
        // Assume a host.
        // e.g. --inspect=localhost, --inspect=[::1], --inspect=192.168.0.1
        debugHost = match[3];
      }
    } else if (
      (match = arg.match(
        /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+):(\d+)$/,
      )) !== null
    ) {
      // Matched host:port pattern.
      // e.g. --inspect=localhost:1234, --inspect=[::1]:1234, --inspect=192.168.0.1:1234
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }

    if (debugOption && debugPort !== '0') {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}

/**
 * Exported for using from tests, not otherwise used outside this file.
 *
 * @returns {boolean | undefined}
 * @package
 */
function useColor() {
  // Test for common conventions.
  // NB: the observed behaviour is in combination with how author adds color! For example:
  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
  //   - we do test NO_COLOR, but Chalk does not
  //
  // References:
  // https://no-color.org
  // https://bixense.com/clicolors/
  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

  if (
    external_node_process_.env.NO_COLOR ||
    external_node_process_.env.FORCE_COLOR === '0' ||
    external_node_process_.env.FORCE_COLOR === 'false'
  )
    return false;
  if (external_node_process_.env.FORCE_COLOR || external_node_process_.env.CLICOLOR_FORCE !== undefined)
    return true;
  return undefined;
}

;// CONCATENATED MODULE: ./node_modules/commander/index.js






const program = new command_Command();

const createCommand = (name) => new Command(name);
const createOption = (flags, description) =>
  new Option(flags, description);
const createArgument = (name, description) =>
  new Argument(name, description);

/**
 * Expose classes
 */






/***/ })

};
