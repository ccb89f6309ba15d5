import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * argon2id of the demo password 'demo1234' (packages/db has no argon2; the api verifies it).
 * Demo data only: see loadAccounts.
 */
const demoPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$qtK1+OCFjwCQVyTcBek8bg$62SN0pHlMZzhqTIcoblG5RD6yaf1psTzaetdjyu/gRc';

/** Active demo accounts for trying the user area, professional prices and the admin toggle. */
export const demoAccounts = [
  {
    email: 'cliente@mamparas-demo.es',
    firstName: 'Carmen',
    lastName: 'López',
    customerType: 'C',
    isAdmin: false,
  },
  {
    email: 'profesional@mamparas-demo.es',
    firstName: 'Pablo',
    lastName: 'Reformas Pérez',
    customerType: 'P',
    isAdmin: false,
  },
  {
    email: 'admin@mamparas-demo.es',
    firstName: 'Alba',
    lastName: 'Admin',
    customerType: 'C',
    isAdmin: true,
  },
] as const;

/**
 * The api seeds any empty database, so the known password must never open an admin account
 * on a production shop.
 */
export async function loadAccounts(tx: Database): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  await tx.insert(users).values(
    demoAccounts.map((account) => ({
      ...account,
      // The demo professional is one staff already approved.
      ...(account.customerType === 'P'
        ? { professionalStatus: 'approved' as const, professionalDecidedAt: new Date() }
        : {}),
      passwordHash: demoPasswordHash,
      isActive: true,
      storeCode: 'ESSM',
    })),
  );
}
