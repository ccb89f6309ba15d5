import type { Catalog } from '../../catalog-shape.ts';

/** Answers of the staff coupons api (/admin/v1/coupons/). */
export const couponsApi: Catalog['couponsApi'] = {
  notFound: 'Code promo introuvable.',
  codeFormat:
    'Le code ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas (40 au plus).',
  codeTaken: 'Un code promo avec ce code existe déjà dans cette édition.',
  codeUsed: 'Ce code promo a déjà été utilisé : son code et son édition ne peuvent plus changer.',
  amountRequired: 'Indiquez un montant supérieur à 0 pour un code promo en montant.',
  percentRequired: 'Indiquez un pourcentage entre 1 et 100 pour un code promo en pourcentage.',
  datesOrder: 'La date de fin doit être postérieure à la date de début.',
  unknownBrand: 'Marque inconnue : {id}.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  alreadyInactive: 'Ce code promo est déjà désactivé.',
};
