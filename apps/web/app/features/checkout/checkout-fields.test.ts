import { describe, expect, it } from 'vitest';
import { checkCheckout, valuesFromForm, type CheckoutValues } from './checkout-fields.ts';

const spanish: CheckoutValues = {
  email: ' ana@example.es ',
  name: 'Ana',
  surnames: 'García López',
  phone: '612345678',
  observations: '',
  shipping_address: 'Calle Mayor',
  shipping_number: '12',
  shipping_flat: '',
  shipping_postal_code: '28013',
  shipping_city: 'Madrid',
  shipping_province: 'Madrid',
  different_billing: false,
  billing_business_name: '',
  billing_tax_id_type: 'dni',
  billing_tax_id: '',
  billing_address: '',
  billing_number: '',
  billing_postal_code: '',
  billing_city: '',
  billing_province: '',
  payment_method_selected: 'card',
};

describe('checkout fields', () => {
  it('passes a complete checkout and sends it with the cart’s names, trimmed', () => {
    const { errors, valid } = checkCheckout('ESSM', spanish);
    expect(errors).toEqual({});
    expect(valid).toMatchObject({
      email: 'ana@example.es',
      surnames: 'García López',
      shipping_postal_code: '28013',
      payment_method_selected: 'card',
      same_billing_data: true,
    });
    // Billing is the shipping address unless asked otherwise: nothing of it is sent.
    expect(Object.keys(valid).some((field) => field.startsWith('billing_'))).toBe(false);
  });

  it('names each wrong field with its domain code and keeps the others', () => {
    const { errors, valid } = checkCheckout('ESSM', {
      ...spanish,
      email: 'ana@',
      shipping_postal_code: '35001',
      payment_method_selected: '',
    });
    expect(errors).toEqual({
      email: 'email.invalid',
      shipping_postal_code: 'postal_code.no_shipping_canary',
      payment_method_selected: 'payment.method_required',
    });
    expect(valid).not.toHaveProperty('email');
    expect(valid).not.toHaveProperty('shipping_postal_code');
    expect(valid).not.toHaveProperty('payment_method_selected');
    expect(valid).toMatchObject({ name: 'Ana', shipping_city: 'Madrid' });
  });

  it('checks the tax id by its type at once, before the billing address is filled', () => {
    const { errors, valid } = checkCheckout('ESSM', {
      ...spanish,
      different_billing: true,
      billing_tax_id: '12345678A',
    });
    expect(errors.billing_tax_id).toBe('tax_id.dni_control');
    expect(errors.billing_address).toBe('required.address');
    expect(valid).not.toHaveProperty('billing_tax_id');
    // The type alone would be checked against the id saved before: it waits for a valid id.
    expect(valid).not.toHaveProperty('billing_tax_id_type');
    expect(valid.same_billing_data).toBe(false);
  });

  it('normalises a valid tax id and sends it with its type', () => {
    const { errors, valid } = checkCheckout('ESSM', {
      ...spanish,
      different_billing: true,
      billing_business_name: 'Ana García López',
      billing_tax_id: '12345678-z',
      billing_address: 'Calle Mayor',
      billing_number: '12',
      billing_postal_code: '35001',
      billing_city: 'Las Palmas',
      billing_province: 'Las Palmas',
    });
    // Invoices may go to the islands even though goods cannot.
    expect(errors).toEqual({});
    expect(valid).toMatchObject({
      billing_tax_id_type: 'dni',
      billing_tax_id: '12345678Z',
      billing_postal_code: '35001',
    });
  });

  it('applies the French edition’s rules', () => {
    const { errors } = checkCheckout('FRSM', {
      ...spanish,
      shipping_postal_code: '20000',
      payment_method_selected: 'bizum',
      different_billing: true,
      billing_tax_id_type: 'cni',
      billing_tax_id: '1234',
    });
    expect(errors).toMatchObject({
      phone: 'phone.invalid',
      shipping_postal_code: 'postal_code.no_shipping_corsica',
      payment_method_selected: 'payment.method_unavailable',
      billing_tax_id: 'tax_id.cni_format',
    });
  });

  it('reads the form, the billing toggle included', () => {
    const form = new FormData();
    form.set('email', 'ana@example.es');
    form.set('different_billing', 'on');
    const values = valuesFromForm(form);
    expect(values.email).toBe('ana@example.es');
    expect(values.different_billing).toBe(true);
    expect(values.name).toBe('');
    expect(valuesFromForm(new FormData()).different_billing).toBe(false);
  });
});
