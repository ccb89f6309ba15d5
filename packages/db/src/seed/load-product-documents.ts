import type { Database } from '../client.ts';
import { productFiles, type ProductFileType } from '../schema/index.ts';
import { insertRows } from './batch.ts';
import type { LocalizedText } from './catalogue/types.ts';
import type { ProductIds } from './load-products.ts';

const documents: { type: ProductFileType; name: LocalizedText }[] = [
  { type: 'data_sheet', name: { es: 'Ficha técnica', fr: 'Fiche technique' } },
  { type: 'assembly', name: { es: 'Instrucciones de montaje', fr: 'Notice de montage' } },
  { type: 'maintenance', name: { es: 'Guía de mantenimiento', fr: 'Guide d’entretien' } },
];

/**
 * Every demo product links its data sheet, assembly and maintenance guides in both languages.
 * The api draws them from the catalogue (/media/v1/documents/...); the web serves them under
 * the same path on the shop's own origin.
 */
export async function loadProductDocuments(db: Database, productIds: ProductIds): Promise<void> {
  await insertRows(
    db,
    productFiles,
    [...productIds.byRef].flatMap(([ref, productId]) =>
      (['es', 'fr'] as const).flatMap((language) =>
        documents.map((document, position) => ({
          productId,
          fileType: document.type,
          language,
          name: document.name[language],
          url: `/media/documents/${language}/${encodeURIComponent(ref)}/${document.type}.pdf`,
          position,
        })),
      ),
    ),
  );
}
