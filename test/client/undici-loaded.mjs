// Preloaded (`node --import`) by node-transport.test.ts: says on exit whether the undici package was loaded (its
// modules are CommonJS: they enter the require cache, even when imported).
import { createRequire } from 'node:module';
import process from 'node:process';

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const loaded = Object.keys(cache).some((file) => /[\\/]node_modules[\\/]undici[\\/]/.test(file));
  process.stderr.write(`undici loaded: ${loaded}\n`);
});
