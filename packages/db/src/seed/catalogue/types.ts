import type { AttributeFieldType, LocalizedText, ProductKind } from '../../schema/index.ts';

export type { LocalizedText };

export interface CategoryDefinition {
  key: string;
  parentKey?: string;
  name: LocalizedText;
  slug: LocalizedText;
  description: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  /** Plain text; paragraphs separated by a blank line. */
  seoText: LocalizedText;
  /** Category shown only in these stores (default both). */
  stores?: readonly string[];
  /** Product kind whose illustration the category card uses. */
  artwork: ProductKind;
}

export interface BrandDefinition {
  name: string;
  slug: string;
  description: LocalizedText;
  /** Brand colour of the typographic logo. */
  color: string;
  collections: readonly { name: string; slug: string; description: LocalizedText }[];
}

export interface AttributeOptionDefinition {
  slug: string;
  name: LocalizedText;
  price?: number;
  color?: string;
  valueNumeric?: number;
  valueString?: string;
  poolPosition?: number;
  positionSketch?: number;
  /** Installation lists: the choice is a button. */
  button?: { label: LocalizedText; className: string; showPrice: boolean };
  /** Installation lists: price by distance code (500 up to 30 km, 520 from 30 to 50 km). */
  distancePrices?: Readonly<Record<500 | 520, number>>;
}

export interface ComplementDefinition {
  ref: string;
  type: string;
  code?: 'installation-complement' | 'facility';
  name: LocalizedText;
  description: LocalizedText;
  /** Client price in cents; professionals pay professionalDiscount less. */
  pvp: number;
  /** One variant per option of this attribute, or a single variant. */
  variantAttribute?: { slug: string; options: readonly string[] };
  /** Further choices (installation questions). */
  attributes?: readonly string[];
}

export interface ComplementTypeDefinition {
  slug: string;
  name: LocalizedText;
}

export interface AttributeDefinition {
  slug: string;
  name: LocalizedText;
  fieldType: AttributeFieldType;
  translate?: boolean;
  aesthetic?: boolean;
  showInConfigurator?: boolean;
  unit?: string;
  options: readonly AttributeOptionDefinition[];
}

/** A measure the customer types, in cm, within the product's range. */
export interface MeasureRange {
  attribute: 'width-attr' | 'height-attr';
  minCm: number;
  maxCm: number;
}

export interface ProductDefinition {
  ref: string;
  kind: ProductKind;
  brand: string;
  collection?: string;
  /** Category keys; the first one is the main category. */
  categories: readonly string[];
  name: LocalizedText;
  shortDescription: LocalizedText;
  /** Plain text; paragraphs separated by a blank line. */
  description: LocalizedText;
  /** Client price in cents of the cheapest variant, in both stores. */
  pvp: number;
  /** Crossed-out price when the product is on offer. */
  pvpOld?: number;
  /** Professional discount, e.g. 0.2 for 20 %. */
  professionalDiscount: number;
  /** Configurator groups: attribute slug -> option slugs offered. Variants combine the first two. */
  options: Readonly<Record<string, readonly string[]>>;
  measures?: readonly MeasureRange[];
  measureTotalMaxCm?: number;
  complements: readonly string[];
  technicalData: readonly { label: LocalizedText; value: LocalizedText }[];
  stock: number;
  deliveryDays: readonly [number, number];
  /** Editions that sell it (default both). */
  stores?: readonly string[];
  novelty?: boolean;
  settlement?: boolean;
  salesCount: number;
  /** Art direction of the illustration. */
  artwork: ProductArtwork;
}

export interface ProductArtwork {
  /** Profile, tray, tap or cabinet colour. */
  color: string;
  glass?: 'clear' | 'frosted' | 'smoked' | 'printed';
  opening?: 'sliding' | 'hinged' | 'folding' | 'fixed' | 'corner' | 'round' | 'bath';
  variant?: number;
}
