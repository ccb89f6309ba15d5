import type { Catalog } from '../../catalog-shape.ts';

/** Messages of the staff refunds of an order (/admin/v1/orders/{id}/refunds/). */
export const refundsApi: Catalog['refundsApi'] = {
  idempotencyKeyRequired:
    'L’en-tête Idempotency-Key manque : chaque remboursement a besoin de sa clé.',
  idempotencyKeyReused:
    'Cette clé Idempotency-Key a déjà servi pour un autre remboursement ; utilisez une nouvelle clé.',
  amountNotPositive: 'Le montant à rembourser doit être supérieur à zéro.',
  reasonRequired: 'Indiquez le motif du remboursement.',
  nothingToRefund: 'Cette commande n’a aucun montant encaissé restant à rembourser.',
  amountTooLarge:
    'Impossible de rembourser {amount} : il ne reste que {left} à rembourser sur cette commande (l’encaissé moins ce qui est déjà remboursé ou en cours).',
};
