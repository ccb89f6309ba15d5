import { loadStaffTranslator } from '@shop/i18n/staff-app';
import { describe, expect, it } from 'vitest';
import { paymentAttemptStatusLabel, staffRoleLabel } from './labels.ts';

describe('words for the api codes', () => {
  it('names every payment attempt state in the staff language, and shows an unknown one as sent', async () => {
    const es = await loadStaffTranslator('es');
    const fr = await loadStaffTranslator('fr');
    expect(paymentAttemptStatusLabel(es, 'authorized')).toBe('Autorizado');
    expect(paymentAttemptStatusLabel(fr, 'authorized')).toBe('Autorisé');
    expect(paymentAttemptStatusLabel(es, 'chargeback')).toBe('chargeback');
  });

  it('names every role of the domain', async () => {
    const es = await loadStaffTranslator('es');
    expect(staffRoleLabel(es, 'order_manager')).not.toBe('order_manager');
    expect(staffRoleLabel(es, 'intern')).toBe('intern');
  });
});
