/** Coupons (/admin/v1/coupons/). */
/** GET /admin/v1/coupons/ and /admin/v1/coupons/:id/ (contracts/staff-coupons.ts). */
export interface StaffCoupon {
  id: number;
  store: 'ESSM' | 'FRSM';
  code: string;
  description: string;
  discount_type: 'amount' | 'percent';
  amount: number;
  percent: number;
  minimum_pvp: number;
  max_redemptions: number | null;
  max_redemptions_per_email: number | null;
  bound_email: string | null;
  is_public: boolean;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  excluded_brand_ids: number[];
  times_redeemed: number;
  created_at: string;
}

/** GET /admin/v1/coupons/:id/usage/. */
export interface CouponUsage {
  coupon: StaffCoupon;
  redemptions: {
    order_id: number;
    order_number: string;
    email: string;
    date: string;
    discount: number;
  }[];
  totals: { count: number; discount: number };
}
