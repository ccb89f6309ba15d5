import type { Catalog } from '../../catalog-shape.ts';

/** Credit notes (factures d'avoir) of staff refunds, and the refund e-mail. */
export const creditNote: Catalog['creditNote'] = {
  title: 'Facture d’avoir',
  number: 'Numéro',
  date: 'Date d’émission',
  correctedInvoice: 'Facture corrigée',
  correctedInvoiceLine: '{number} du {date}',
  reason: 'Motif',
  line: 'Remboursement de la commande {number}',
  fileName: 'avoir-{number}.pdf',
};
