import type { Catalog } from '../../catalog-shape.ts';

export const authApi: Catalog['authApi'] = {
  professionalNotPending: 'Ce compte n’a pas de demande de compte professionnel en attente.',
  activated: 'Votre compte est activé. Vous pouvez maintenant vous connecter.',
  activationLinkInvalid:
    "Le lien d'activation n'est pas valide, a déjà été utilisé ou a expiré. Si vous avez déjà activé votre compte, connectez-vous.",
  resetEmailSent: 'Nous vous avons envoyé un e-mail pour mettre à jour votre mot de passe',
  activationResent:
    'Si un compte en attente d’activation correspond à cette adresse, nous vous avons renvoyé le lien d’activation.',
  resetLinkInvalid:
    "Le lien de changement de mot de passe n'est pas valide, a déjà été utilisé ou a expiré. Demandez-en un nouveau.",
  passwordUpdated: 'Votre mot de passe a été mis à jour. Vous pouvez maintenant vous connecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  currentPasswordRequired:
    "Saisissez votre mot de passe actuel pour changer l'e-mail ou le mot de passe",
  currentPasswordWrong: "Le mot de passe actuel n'est pas correct",
  adminCallUnavailable: 'Cette opération d’administration n’est pas encore disponible.',
  tooManyLogins: 'Trop de tentatives de connexion. Patientez {wait} puis réessayez.',
  tooManyResets: 'Trop de demandes de changement de mot de passe. Patientez {wait} puis réessayez.',
  tooManyActivationResends:
    'Trop de demandes de l’e-mail d’activation. Patientez {wait} puis réessayez.',
  tooManySignUps: 'Trop d’inscriptions depuis votre connexion. Patientez {wait} puis réessayez.',
  wait: {
    seconds: { one: '{count} seconde', other: '{count} secondes' },
    minutes: { one: '{count} minute', other: '{count} minutes' },
  },
};
