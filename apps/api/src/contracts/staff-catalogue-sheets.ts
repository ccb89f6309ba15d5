import { z } from 'zod';
import { StaffQuery } from './staff.ts';

/**
 * Products and prices as CSV (issue 16): the exports take the list filters; an import is a dry
 * run first, then an apply with the dry run's token (routes/staff/catalogue-sheet-routes.ts).
 */

/** A file of 10,000 rows of long descriptions stays far below this. */
export const maxSheetCharacters = 20_000_000;

export const SheetImportInput = z.object({
  /** The file's text (UTF-8, with or without its BOM; `;` or `,` between cells). */
  csv: z.string().min(1, { error: 'api.required' }).max(maxSheetCharacters),
  /** true: answer what each row would do and change nothing. */
  dry_run: z.boolean().default(true),
  /** The dry run's token: required to apply, refused (409) when the data moved since. */
  token: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type SheetImportInput = z.infer<typeof SheetImportInput>;

export const sheetRowStatuses = ['unchanged', 'changed', 'new', 'refused'] as const;
export type SheetRowStatus = (typeof sheetRowStatuses)[number];

export const SheetImportRow = z
  .object({
    /** The line of the file (the header is line 1). */
    line: z.number().int(),
    ref: z.string(),
    /** Prices only: the variant (null: the product's own price) and the edition. */
    variant_ref: z.string().nullable(),
    store: z.string().nullable(),
    status: z.enum(sheetRowStatuses),
    /** What the row changes, column by column, as the file writes the values. */
    changes: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
    /** Why the row is refused, each on its column (null: the row as a whole). */
    refusals: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
  })
  .meta({ id: 'SheetImportRow' });
export type SheetImportRow = z.infer<typeof SheetImportRow>;

export const SheetImportAnswer = z
  .object({
    /** false: a dry run, nothing written. */
    applied: z.boolean(),
    /** Hands this dry run's rows to the apply. */
    token: z.string(),
    counts: z.object({
      unchanged: z.number().int(),
      changed: z.number().int(),
      new: z.number().int(),
      refused: z.number().int(),
    }),
    rows: z.array(SheetImportRow),
  })
  .meta({ id: 'SheetImportAnswer' });
export type SheetImportAnswer = z.infer<typeof SheetImportAnswer>;

export const SheetImportQuery = StaffQuery;
