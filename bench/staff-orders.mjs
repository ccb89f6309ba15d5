// `npm run bench:staff-orders`: the staff orders list at 200,000 orders (src/staff-orders.ts).
import { register } from 'tsx/esm/api';

register();
await import('./src/staff-orders.ts');
