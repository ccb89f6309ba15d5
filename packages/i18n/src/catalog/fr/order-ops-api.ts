import type { Catalog } from '../../catalog-shape.ts';

/** Messages of the staff calls that move orders (/admin/v1/orders/{id}/...). */
export const orderOpsApi: Catalog['orderOpsApi'] = {
  subOrderNotFound: 'Cette commande n’a pas de sous-commande {id}.',
  subOrderMoveRefused:
    'La sous-commande {id} est au statut {from} et ne peut pas passer au statut {to}.',
  orderMoveRefused: 'La commande est au statut {from} et ne peut pas passer au statut {to}.',
  expectedOnNotFuture: 'La nouvelle date de livraison doit être postérieure à aujourd’hui.',
  receivedOnInFuture: 'La date de réception ne peut pas être postérieure à aujourd’hui.',
  amountMismatch:
    'Le montant reçu ({amount}) ne correspond pas à ce que doit la commande ({owed}) : les paiements partiels ne sont pas acceptés.',
  notTransferOrder: 'Cette commande n’est pas payée par virement.',
  noPendingTransfer: 'Cette commande n’attend aucun virement.',
  nothingToCancel: 'Cette commande n’a aucun article qui puisse être annulé.',
};
