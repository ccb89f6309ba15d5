import { eq } from 'drizzle-orm';
import { users, type ProfessionalStatus } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import type { Client } from '../../contracts/auth.ts';
import type { Db } from '../../database.ts';

/** The columns a Client answer is made of. */
export const clientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  customerType: users.customerType,
  isAdmin: users.isAdmin,
  storeCode: users.storeCode,
  professionalStatus: users.professionalStatus,
};

export type ClientRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  customerType: 'C' | 'P';
  isAdmin: boolean;
  storeCode: string;
  professionalStatus: ProfessionalStatus | null;
};

export function toClient(row: ClientRow): Client {
  if (!isStoreCode(row.storeCode)) throw new Error(`user ${row.id} has store ${row.storeCode}`);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    _type: row.customerType,
    is_admin: row.isAdmin,
    store: row.storeCode,
    professional_status: row.professionalStatus,
  };
}

export async function readClient(db: Db, id: number): Promise<Client | null> {
  const [row] = await db.select(clientColumns).from(users).where(eq(users.id, id));
  return row === undefined ? null : toClient(row);
}
