import type { CouponDiscountType } from '../../schema/index.ts';

export interface CouponDefinition {
  storeCode: string;
  code: string;
  description: string;
  discountType: CouponDiscountType;
  amount?: number;
  percent?: number;
  minimumPvp?: number;
  maxRedemptions?: number;
  isPublic: boolean;
  excludedBrands?: readonly string[];
}

export const couponDefinitions: CouponDefinition[] = [
  {
    storeCode: 'ESSM',
    code: 'BIENVENIDA5',
    description: '5 € de bienvenida por suscribirte a la newsletter',
    discountType: 'amount',
    amount: 500,
    minimumPvp: 5000,
    maxRedemptions: 1,
    isPublic: false,
  },
  {
    storeCode: 'ESSM',
    code: 'VERANO10',
    description: '10 % en mamparas y platos de ducha',
    discountType: 'percent',
    percent: 10,
    minimumPvp: 15000,
    isPublic: true,
    excludedBrands: ['resina-levante'],
  },
  {
    storeCode: 'ESSM',
    code: 'PRO50',
    description: '50 € para tu primer pedido profesional',
    discountType: 'amount',
    amount: 5000,
    minimumPvp: 50000,
    isPublic: false,
  },
  {
    storeCode: 'FRSM',
    code: 'BIENVENUE5',
    description: '5 € offerts pour votre inscription à la newsletter',
    discountType: 'amount',
    amount: 500,
    minimumPvp: 5000,
    maxRedemptions: 1,
    isPublic: false,
  },
  {
    storeCode: 'FRSM',
    code: 'ETE10',
    description: '10 % sur les parois et receveurs',
    discountType: 'percent',
    percent: 10,
    minimumPvp: 15000,
    isPublic: true,
    excludedBrands: ['resina-levante'],
  },
];
