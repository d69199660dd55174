// Types for the undici modules loaded directly (src/client/undici-request.ts; the package types its index only).
declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';
  function request(this: Dispatcher, opts: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  export default request;
}
declare module 'undici/lib/global.js' {
  import type { Dispatcher } from 'undici';
  const global: { getGlobalDispatcher(): Dispatcher; setGlobalDispatcher(dispatcher: Dispatcher): void };
  export default global;
}
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';
  const AgentClass: typeof Agent;
  export default AgentClass;
}
