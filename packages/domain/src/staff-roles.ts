/**
 * Who may do what in the staff app: one matrix, read by the api on every /admin/v1/ call and
 * by the staff app to hide what a role cannot use. Roles are what people do in a shop, not
 * levels: a catalogue editor reads orders (to see what sells) but cannot touch them.
 */
export const staffPermissions = [
  'orders.read',
  'orders.manage',
  'orders.refund',
  'customers.read',
  'customers.approve',
  'catalogue.manage',
  'content.manage',
  'incidents.manage',
  'staff.manage',
  'audit.read',
] as const;

export type StaffPermission = (typeof staffPermissions)[number];

export const staffRoles = [
  'owner',
  'order_manager',
  'catalogue_editor',
  'content_editor',
  'support',
] as const;

export type StaffRole = (typeof staffRoles)[number];

/** The matrix. The owner has every permission, so a new permission is never out of reach. */
export const staffRolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  order_manager: [
    'orders.read',
    'orders.manage',
    'orders.refund',
    'customers.read',
    'customers.approve',
  ],
  catalogue_editor: ['catalogue.manage', 'orders.read'],
  content_editor: ['content.manage'],
  support: ['orders.read', 'customers.read', 'incidents.manage'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return (staffRoles as readonly unknown[]).includes(value);
}

export function isStaffPermission(value: unknown): value is StaffPermission {
  return (staffPermissions as readonly unknown[]).includes(value);
}

/** Whether a staff member with `role` may do what `permission` names. */
export function can(role: StaffRole, permission: StaffPermission): boolean {
  return staffRolePermissions[role].includes(permission);
}
