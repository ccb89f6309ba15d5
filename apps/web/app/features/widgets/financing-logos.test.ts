import { describe, expect, it } from 'vitest';
import { lendersOf } from './financing-logos.tsx';

describe('financing logos', () => {
  it('shows the lenders each edition’s checkout offers', () => {
    expect(lendersOf('ESSM')).toEqual(['sequra', 'klarna']);
    expect(lendersOf('FRSM')).toEqual(['klarna']);
  });
});
