import type { Catalog } from '../../catalog-shape.ts';

export const authPages: Catalog['authPages'] = {
  layout: {
    home: 'Retour à la boutique {store}',
    secure: 'Vos données sont chiffrées',
  },
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmez le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    professional: 'Je suis professionnel (installateur, entreprise du bâtiment, rénovation…)',
    privacy: "J'ai lu et j'accepte la {link}",
    privacyLink: 'politique de confidentialité',
    terms: "J'accepte les {link}",
    termsLink: "conditions d'utilisation",
    passwordHint: '6 caractères minimum',
  },
  login: {
    title: 'Connectez-vous',
    intro: 'Accédez à vos commandes, adresses, devis et favoris.',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    noAccount: "Vous n'avez pas encore de compte ?",
    signUp: 'Créer un compte',
    activated: 'Votre compte est activé. Vous pouvez vous connecter.',
    passwordChanged: 'Mot de passe mis à jour. Connectez-vous avec le nouveau.',
    loggedOut: 'Vous êtes déconnecté.',
    inactiveHelp: 'Vous ne trouvez pas l’e-mail d’activation ? Nous pouvons vous le renvoyer.',
    resendActivation: 'Renvoyer l’e-mail d’activation',
  },
  signup: {
    title: 'Créez votre compte',
    intro: 'Enregistrez vos adresses, suivez vos commandes et vos devis au même endroit.',
    submit: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Connectez-vous',
    doneTitle: 'Consultez votre messagerie',
    doneText:
      'Nous avons envoyé un lien à {email} pour activer votre compte. Ouvrez-le pour pouvoir vous connecter.',
  },
  recovery: {
    title: 'Récupérez votre mot de passe',
    intro:
      "Saisissez l'adresse e-mail de votre compte et nous vous enverrons un lien pour en créer un nouveau.",
    submit: 'Envoyer le lien',
    back: 'Retour à la connexion',
  },
  reset: {
    title: 'Nouveau mot de passe',
    intro: 'Choisissez le nouveau mot de passe de votre compte.',
    submit: 'Enregistrer le mot de passe',
    missingToken: "Le lien n'est pas valide. Demandez-en un nouveau.",
    requestNew: 'Demander un nouveau lien',
  },
  activation: {
    title: 'Activation du compte',
    failed: "Nous n'avons pas pu activer votre compte",
    missingToken: "Le lien d'activation n'est pas valide.",
    login: 'Aller à la connexion',
  },
};
