import { describe, expect, it } from 'vitest';
import {
  can,
  isStaffPermission,
  isStaffRole,
  staffPermissions,
  staffRolePermissions,
  staffRoles,
} from './staff-roles.ts';

describe('staff roles', () => {
  it('gives the owner every permission', () => {
    for (const permission of staffPermissions) expect(can('owner', permission)).toBe(true);
  });

  it('grants each other role exactly its list of the staff contract', () => {
    const granted = (role: (typeof staffRoles)[number]) =>
      staffPermissions.filter((permission) => can(role, permission));
    expect(granted('order_manager')).toEqual([
      'orders.read',
      'orders.manage',
      'orders.refund',
      'customers.read',
      'customers.approve',
    ]);
    expect(granted('catalogue_editor')).toEqual(['orders.read', 'catalogue.manage']);
    expect(granted('content_editor')).toEqual(['content.manage']);
    expect(granted('support')).toEqual(['orders.read', 'customers.read', 'incidents.manage']);
  });

  it('lets only the owner and the order manager approve professional accounts', () => {
    expect(staffRoles.filter((role) => can(role, 'customers.approve'))).toEqual([
      'owner',
      'order_manager',
    ]);
  });

  it('keeps staff and audit management to the owner', () => {
    for (const permission of ['staff.manage', 'audit.read'] as const)
      expect(staffRoles.filter((role) => can(role, permission))).toEqual(['owner']);
  });

  it('names only known permissions in the matrix, and recognises roles and permissions', () => {
    for (const role of staffRoles)
      for (const permission of staffRolePermissions[role])
        expect(isStaffPermission(permission)).toBe(true);
    expect(isStaffRole('support')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffPermission('orders.delete')).toBe(false);
  });
});
