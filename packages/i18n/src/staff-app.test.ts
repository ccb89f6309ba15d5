import { describe, expect, it } from 'vitest';
import { loadStaffTranslator } from './staff-app.ts';

describe("the staff app's messages", () => {
  it("speak the staff member's language, with the domain's labels", async () => {
    const fr = await loadStaffTranslator('fr');
    expect(fr('staffApp.signIn.submit')).toBe('Se connecter');
    expect(fr('domain.orderStatus.650')).toBe('Expédiée');
    expect(fr('staffApp.orders.count', { count: 2 })).toBe('2 commandes');
    const es = await loadStaffTranslator('es');
    expect(es('staffApp.orders.count', { count: 1 })).toBe('1 pedido');
    expect(es('staffApp.orders.countMore', { count: '10.000' })).toBe('Más de 10.000 pedidos');
    expect(fr('staffApp.orders.pageOfMany', { page: 3 })).toBe('Page 3');
    expect(es('domain.paymentMethod.transfer')).toBe('Transferencia bancaria');
  });
});
