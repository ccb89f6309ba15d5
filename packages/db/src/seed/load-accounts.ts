import type { Database } from '../client.ts';
import type { StaffRole } from '@shop/domain';
import { staffMembers, users } from '../schema/index.ts';

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

/** One demo staff member per role, to try the staff app and its permissions (same password). */
export const demoStaff: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'propietario@mamparas-demo.es', name: 'Olga Propietaria', role: 'owner' },
  { email: 'pedidos@mamparas-demo.es', name: 'Pedro Pedidos', role: 'order_manager' },
  { email: 'catalogo@mamparas-demo.es', name: 'Carla Catálogo', role: 'catalogue_editor' },
  { email: 'contenidos@mamparas-demo.es', name: 'Conrado Contenidos', role: 'content_editor' },
  { email: 'soporte@mamparas-demo.es', name: 'Sofía Soporte', role: 'support' },
];

/**
 * The api seeds any empty database, so the known password must never open an admin account
 * or staff account on a production shop.
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
  await tx
    .insert(staffMembers)
    .values(demoStaff.map((member) => ({ ...member, passwordHash: demoPasswordHash })));
}
