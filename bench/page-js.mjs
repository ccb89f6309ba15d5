// `npm run bench:page-js`: the product pages' JavaScript, script by script (src/page-scripts.ts).
import { register } from 'tsx/esm/api';

register();
await import('./src/page-scripts.ts');
