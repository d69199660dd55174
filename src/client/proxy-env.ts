/**
 * Whether the environment names a proxy for the client's requests (`HTTPS_PROXY`, `HTTP_PROXY`, or their
 * lower-case forms, as undici's `EnvHttpProxyAgent` reads them). Without one, the CLI sends over Node's own http
 * (ClientOptions.transport `node`) and never loads undici; with one, through the proxy dispatcher
 * (client-dispatcher.ts).
 */
export function proxyConfigured(env: NodeJS.ProcessEnv): boolean {
  return ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].some((name) => !!env[name]);
}
