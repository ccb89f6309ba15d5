import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff prices api (/admin/v1/products/{id}/prices/, /admin/v1/prices/). */
export const pricesApi: Catalog['pricesApi'] = {
  productNotFound: 'Produit introuvable.',
  notPositive: 'Le prix doit être d’au moins 0,01.',
  oldNotAbove: 'Le prix barré (promotion) doit être supérieur au prix.',
  professionalAboveClient: 'Le prix professionnel ne peut pas dépasser le prix client.',
  wrongCurrency: 'Les prix de cette édition s’expriment dans la devise de l’édition.',
  unknownVariant: 'Cette variante n’appartient pas à ce produit.',
  rowRepeated: 'Cette ligne de prix apparaît deux fois.',
  noPriceChosen: 'Choisissez les prix clients, professionnels ou les deux.',
  percentTooHigh:
    'Un pourcentage peut aller jusqu’à 100 % à la baisse et jusqu’à 1000 % à la hausse.',
  percentDecimals: 'Le pourcentage accepte au plus deux décimales.',
  amountWhole: 'Le montant s’exprime en centimes entiers.',
  offerNeedsDown: 'Seule une baisse de prix peut devenir une promotion.',
  professionalWouldExceed:
    'Le changement laisserait {count} prix professionnels au-dessus du prix client (par exemple {ref}) : incluez les prix professionnels ou affinez le filtre.',
  nothingToChange: 'Aucun prix ne changerait avec ce filtre et ce changement.',
  previewStale:
    'Les prix ont changé depuis l’aperçu : générez-le à nouveau avant d’appliquer le changement.',
};
