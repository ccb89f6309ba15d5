import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readProductDocumentData } from '../../catalog/product-documents/product-document-data.ts';
import { renderProductDocumentPdf } from '../../catalog/product-documents/product-document-pdf.ts';
import type { Seller } from '../../mail/merchant-details.ts';
import { ApiError } from '../../plugins/api-error.ts';
import type { RouteOptions } from '../route-options.ts';

const documentFiles = {
  'data_sheet.pdf': 'data_sheet',
  'assembly.pdf': 'assembly',
  'maintenance.pdf': 'maintenance',
} as const;

const DocumentParams = z.object({
  language: z.enum(['es', 'fr']),
  ref: z.string().min(1).max(100),
  file: z.enum(Object.keys(documentFiles) as [keyof typeof documentFiles]),
});

/**
 * Not in the spec: a product's data sheet, assembly and maintenance guides (SPEC section 3's
 * file types), rendered from the catalogue in the asked language. The product pages link them
 * through product_files; they change with the product, so they are cached for a day, not for ever.
 */
export const productDocumentRoutes: FastifyPluginAsyncZod<
  RouteOptions & { seller: Seller }
> = async (app, { db, seller }) => {
  app.get(
    '/media/v1/documents/:language/:ref/:file',
    {
      schema: {
        summary: 'A product document as PDF: data sheet, assembly or maintenance guide',
        tags: ['media'],
        params: DocumentParams,
      },
    },
    async (request, reply) => {
      const { language, ref, file } = request.params;
      const product = await readProductDocumentData(db, ref, language);
      if (product === undefined) throw ApiError.notFound();
      const pdf = await renderProductDocumentPdf(product, documentFiles[file], {
        language,
        seller,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${ref}-${file}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(pdf);
    },
  );
};
