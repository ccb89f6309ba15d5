// The benchmark is written in TypeScript; registering tsx here keeps the root script a plain
// `node bench/run.mjs`.
import { register } from 'tsx/esm/api';

register();
await import('./src/run.ts');
