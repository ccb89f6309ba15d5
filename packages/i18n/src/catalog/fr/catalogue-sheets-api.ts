import type { Catalog } from '../../catalog-shape.ts';

/** Réponses de l'api des fichiers du catalogue (/admin/v1/products|prices/import/, export.csv). */
export const catalogueSheetsApi: Catalog['catalogueSheetsApi'] = {
  unreadable:
    'Le fichier ne se lit pas comme un CSV (vérifiez les guillemets vers la ligne {line}).',
  empty:
    'Le fichier n’a aucune ligne : la première nomme les colonnes, les suivantes sont les données.',
  unknownColumn: 'Colonne inconnue : « {column} ». Utilisez les colonnes de l’export.',
  repeatedColumn: 'La colonne « {column} » apparaît deux fois.',
  missingColumn: 'Il manque la colonne « {column} ».',
  tooManyRows: 'Un fichier peut avoir au plus {max} lignes : divisez-le.',
  unknownProduct: 'Aucun produit n’a cette référence.',
  unknownStore: 'Édition inconnue : écrivez ESSM ou FRSM.',
  unknownBrand: 'Aucune marque ne s’appelle « {value} » (utilisez son identifiant d’URL).',
  notIdList: 'Écrivez les numéros des catégories séparés par |, par exemple 3|12.',
  notFlag: 'Écrivez 1 (publié) ou 0 (non publié).',
  notNumber: 'Écrivez un nombre entier de jours.',
  notAmount: 'Écrivez un montant en euros avec au plus deux décimales, par exemple 399,50.',
  priceRequired: 'Indiquez le prix : un prix ne peut pas rester vide.',
  refRepeated: 'Cette référence figure déjà sur une autre ligne du fichier.',
  tokenRequired: 'Testez d’abord le fichier sans l’appliquer, puis appliquez ce test.',
  stale:
    'Les données ont changé depuis le test : testez à nouveau le fichier avant de l’appliquer. Rien n’a été modifié.',
  hasRefusals:
    'Le fichier a {count} lignes refusées : corrigez-les et testez-le à nouveau. Rien n’a été modifié.',
};
