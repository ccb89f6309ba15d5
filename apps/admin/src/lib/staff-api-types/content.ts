/** Content pages, blog posts, questions and reviews (/admin/v1/content/, questions/, reviews/). */
import type { StoreCode } from '@shop/domain';

/** A content page or blog post (GET /admin/v1/content/{kind}/{id}/). */
export interface StaffContentText {
  id: number;
  kind: 'pages' | 'posts';
  store: StoreCode;
  content_language: 'es' | 'fr';
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seo_title: string;
  seo_description: string;
  is_published: boolean;
  updated_at: string;
  storefront_path: string;
}

export interface StaffQuestion {
  id: number;
  store: StoreCode;
  content_language: 'es' | 'fr';
  product: { id: number; name: string };
  name: string;
  email: string;
  question: string;
  answer: string | null;
  answered_at: string | null;
  is_published: boolean;
  created_at: string;
}

export interface StaffReview {
  id: number;
  store: StoreCode;
  content_language: 'es' | 'fr';
  product: { id: number; name: string } | null;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  is_published: boolean;
  created_at: string;
}
