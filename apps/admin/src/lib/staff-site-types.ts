/** The answers of the staff api's menus, home and SEO calls (apps/api/src/contracts/staff-site.ts). */
import type { StoreCode } from '@shop/domain';

type Language = 'es' | 'fr';

export interface StaffMenuItem {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
  web_name: string;
  web_url: string;
  sub_items: StaffMenuItem[];
}

export interface StaffMenu {
  store: StoreCode;
  content_language: Language;
  menu_type: 'main' | 'footer';
  items: StaffMenuItem[];
}

export type HomeSlideKind = 'sliders' | 'banners';

export interface StaffHomeSlide {
  id: number;
  kind: HomeSlideKind;
  store: StoreCode;
  content_language: Language;
  title: string;
  subtitle: string;
  cta_label: string;
  url: string;
  image_public_id: string;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  on_show: boolean;
}

export interface StaffSeoText {
  id: number;
  store: StoreCode;
  content_language: Language;
  title: string;
  content: string;
  position: number;
}

export interface StaffCategorySeo {
  id: number;
  content_language: Language;
  name: string;
  slug: string;
  seo_title: string;
  seo_description: string;
  seo_text: string;
}

export interface ContentPreviewLink {
  url: string;
  expires_at: string;
}
