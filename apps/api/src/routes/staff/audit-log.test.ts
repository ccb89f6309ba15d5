import { auditLog, staffMembers } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { orderActionFixtures } from './order-action-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let owner: Record<string, string>;
let manager: Record<string, string>;
let shipped: Awaited<ReturnType<ReturnType<typeof orderActionFixtures>['shippedOrder']>>;
let managerId: number;
let ownerId: number;

beforeAll(async () => {
  harness = await openTestApp();
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  const staffIdOf = async (email: string) => {
    const [member] = await harness.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email));
    if (!member) throw new Error(`no staff member ${email}`);
    return member.id;
  };
  managerId = await staffIdOf(demoStaffEmails.order_manager);
  ownerId = await staffIdOf(demoStaffEmails.owner);
  // Real changes: a transfer marked received and a sub-order shipped, by the order manager.
  shipped = await orderActionFixtures(harness, () => manager).shippedOrder();
  // Older entries by the owner, on days of their own, for the date filters.
  await harness.db.insert(auditLog).values([
    {
      staffId: ownerId,
      at: new Date('2026-03-10T10:00:00Z'),
      action: 'product.price_changed',
      entity: 'product',
      entityId: 'BRS-DS620',
      before: { price: 1000 },
      after: { price: 1200 },
    },
    {
      staffId: ownerId,
      at: new Date('2026-03-12T22:30:00Z'), // 23:30 in Madrid: still the 12th there
      action: 'coupon.disabled',
      entity: 'coupon',
      entityId: 'SUMMER',
      before: { active: true },
      after: { active: false },
    },
  ]);
});
afterAll(() => harness.close());

type Entry = {
  id: number;
  at: string;
  staff_name: string;
  staff_email: string;
  staff_role: string;
  action: string;
  action_name: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Page = { count: number; next: string | null; previous: string | null; results: Entry[] };

const audit = (query: string, headers = owner) =>
  harness.app.inject({ method: 'GET', url: `/admin/v1/audit/?${query}`, headers });

async function pageOf(query: string): Promise<Page> {
  const response = await audit(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe('GET /admin/v1/audit/', () => {
  it('answers who, when, what, before and after, newest first', async () => {
    const page = await pageOf('page_size=100');
    expect(page.count).toBe(4);
    const times = page.results.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      staff_id: managerId,
      staff_name: expect.any(String),
      staff_email: demoStaffEmails.order_manager,
      staff_role: 'order_manager',
      action: 'sub_order.ship',
      action_name: 'subpedido enviado',
      entity: 'sub_order',
      entity_id: String(shipped.subIds[0]),
      before: expect.objectContaining({ carrier: null }),
      after: expect.objectContaining({ carrier: 'SEUR', status: 600 }),
    });
  });

  it('words each action in the staff member language, or shows a code it has no words for', async () => {
    const french = await audit('language=fr&page_size=100');
    const names = new Map(
      french.json<Page>().results.map((entry) => [entry.action, entry.action_name]),
    );
    expect(names.get('sub_order.ship')).toBe('sous-commande expédiée');
    expect(names.get('product.price_changed')).toBe('product.price_changed');
  });

  it('filters by entity, entity id, order, staff member and action', async () => {
    const actionsOf = async (query: string) =>
      (await pageOf(query)).results.map((entry) => entry.action).sort();
    expect(await actionsOf('entity=product')).toEqual(['product.price_changed']);
    expect(await actionsOf('entity=coupon&entity_id=SUMMER')).toEqual(['coupon.disabled']);
    expect(await actionsOf('entity=coupon&entity_id=WINTER')).toEqual([]);
    // An order's entries are its own and its sub-orders'.
    expect(await actionsOf(`order_id=${shipped.order.id}`)).toEqual([
      'order.transfer_received',
      'sub_order.ship',
    ]);
    expect(await actionsOf(`staff_id=${ownerId}`)).toEqual([
      'coupon.disabled',
      'product.price_changed',
    ]);
    expect(await actionsOf(`staff_id=${managerId}&action=sub_order.ship`)).toEqual([
      'sub_order.ship',
    ]);
  });

  it('filters by shop days (Madrid) and by free text over entity id, action and values', async () => {
    const actionsOf = async (query: string) =>
      (await pageOf(query)).results.map((entry) => entry.action).sort();
    expect(await actionsOf('from=2026-03-12&to=2026-03-12')).toEqual(['coupon.disabled']);
    expect(await actionsOf('from=2026-03-01&to=2026-03-31')).toEqual([
      'coupon.disabled',
      'product.price_changed',
    ]);
    expect(await actionsOf('to=2026-03-11')).toEqual(['product.price_changed']);
    expect(await actionsOf('q=brs-ds')).toEqual(['product.price_changed']);
    expect(await actionsOf(`q=TRK-${shipped.order.number}`)).toEqual(['sub_order.ship']);
    expect(await actionsOf('q=disabled')).toEqual(['coupon.disabled']);
    expect(await actionsOf('q=%25')).toEqual([]);
  });

  it('pages with links that keep the filters', async () => {
    const first = await pageOf('page_size=3&staff_id=' + managerId);
    expect(first.count).toBe(2);
    expect(first.next).toBeNull();
    const paged = await pageOf('page_size=1');
    expect(paged.count).toBe(4);
    expect(paged.next).toBe('/admin/v1/audit/?page_size=1&page=2');
    const second = await pageOf('page_size=1&page=2');
    expect(second.results[0]?.id).not.toBe(paged.results[0]?.id);
    expect(second.previous).toBe('/admin/v1/audit/?page_size=1');
    expect((await audit('page_size=1&page=9')).statusCode).toBe(404);
  });

  it('refuses bad filters with messages in the caller language', async () => {
    const reversed = await audit('from=2026-03-12&to=2026-03-01&language=fr');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      from: ['La date de début ne peut pas être postérieure à la date de fin.'],
    });
    const bad = await audit('from=2026-02-30&staff_id=abc&page_size=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['from', 'page_size', 'staff_id']);
    expect(bad.json().from).toEqual(['Introduce una fecha válida con el formato AAAA-MM-DD.']);
  });

  it('is for roles with audit.read only', async () => {
    expect((await audit('', manager)).statusCode).toBe(403);
    const support = await staffHeaders(harness.app, demoStaffEmails.support);
    const refused = await audit('language=fr', support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBeDefined();
  });
});
