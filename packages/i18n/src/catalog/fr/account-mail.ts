import type { Catalog } from '../../catalog-shape.ts';

export const accountMail: Catalog['accountMail'] = {
  greeting: 'Bonjour {name},',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez et collez ce lien dans votre navigateur :',
  activation: {
    subject: 'Activez votre compte {shop}',
    heading: 'Activez votre compte',
    intro:
      'Merci de vous être inscrit sur {shop}. Pour commencer à utiliser votre compte, confirmez votre adresse e-mail.',
    button: 'Activer mon compte',
    validity: 'Ce lien expire dans 7 jours et ne peut être utilisé qu’une seule fois.',
    notYou: 'Si vous n’avez pas créé ce compte, ignorez ce message : il ne sera pas activé.',
  },
  passwordReset: {
    subject: 'Changez votre mot de passe {shop}',
    heading: 'Changez votre mot de passe',
    intro:
      'Nous avons reçu une demande de changement du mot de passe de votre compte. Choisissez-en un nouveau avec le bouton ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    validity: 'Ce lien expire dans 1 heure et ne peut être utilisé qu’une seule fois.',
    notYou:
      'Si vous n’avez pas demandé ce changement, ignorez ce message : votre mot de passe actuel reste valable.',
  },
  professionalApproved: {
    subject: 'Votre compte professionnel sur {shop} est approuvé',
    heading: 'Compte professionnel approuvé',
    intro:
      'Nous avons vérifié les informations de votre entreprise : vous voyez et payez désormais les prix professionnels de {shop}.',
    button: 'Accéder à mon compte',
    validity:
      'Les prix professionnels s’appliquent dès votre prochaine connexion, y compris à votre panier.',
    notYou: 'Si vous n’avez pas demandé de compte professionnel, répondez à ce message.',
  },
  professionalRefused: {
    subject: 'Votre demande de compte professionnel sur {shop}',
    heading: 'Nous n’avons pas pu approuver votre compte professionnel',
    intro:
      'Avec les informations dont nous disposons, nous ne pouvons pas vous donner accès aux prix professionnels. Votre compte reste actif et vous achetez aux prix particuliers.',
    button: 'Aller à la boutique',
    validity:
      'Si vous pensez qu’il s’agit d’une erreur, répondez à ce message avec la raison sociale et le SIRET de votre entreprise.',
    notYou: 'Si vous n’avez pas demandé de compte professionnel, ignorez ce message.',
  },
};
