import type { Catalog } from '../../catalog-shape.ts';

/** The staff app's import and export screen: products and prices as CSV files. */
export const staffAppCatalogueSheets: Catalog['staffApp']['catalogueSheets'] = {
  title: 'Importer et exporter',
  exportTitle: 'Exporter',
  exportHelp:
    'Fichiers CSV en UTF-8 séparés par des points-virgules, qu’Excel ouvre tels quels. Les prix sont en euros TTC avec une virgule décimale ; publié vaut 1 ou 0 ; les catégories sont leurs numéros séparés par |.',
  exportProducts: 'Produits (CSV)',
  exportPrices: 'Prix (CSV)',
  importTitle: 'Importer',
  importHelp:
    'Le fichier est d’abord testé : chaque ligne dit si elle ne change rien, ce qu’elle change ou pourquoi elle est refusée, sans rien modifier. Ensuite tout s’applique d’un coup, ou rien si les données ont changé depuis le test.',
  sheet: 'Fichier de',
  sheets: { products: 'Produits', prices: 'Prix' },
  file: 'Fichier CSV',
  fileRequired: 'Choisissez un fichier CSV.',
  dryRun: 'Tester sans appliquer',
  apply: 'Appliquer {count} modifications',
  summary:
    '{unchanged} sans changement · {changed} modifiées · {new} nouveaux · {refused} refusées',
  refusedNote:
    'Corrigez les lignes refusées et testez à nouveau le fichier : seul un fichier sans refus s’applique.',
  applied: 'Import appliqué : {changed} lignes modifiées et {new} nouveaux produits.',
  stale: 'Les données ont changé depuis le test : testez à nouveau le fichier.',
  resultRows: 'Lignes modifiées ou refusées',
  line: 'Ligne',
  row: 'Référence',
  status: 'Résultat',
  detail: 'Détail',
  statuses: {
    unchanged: 'Sans changement',
    changed: 'Modifiée',
    new: 'Nouveau',
    refused: 'Refusée',
  },
  wholeRow: 'Ligne',
};
