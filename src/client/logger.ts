/** The client's only output channel. The Action maps it to core.debug/info/warning/group; the CLI to stderr. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  group?<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export const silentLogger: Logger = { debug() {}, info() {}, warning() {} };
