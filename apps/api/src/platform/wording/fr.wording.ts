/** French, addressing the reader as 'vous', as the interface does. */
import type { ServerWording } from './server-wording.ts';

export const french: ServerWording = {
  mail: {
    orOpenLink: 'Ou ouvrez ce lien :',
    verification: {
      subject: 'Confirmez votre adresse e-mail pour Marquee',
      intro: 'Bienvenue sur Marquee ! Merci de confirmer que cette adresse e-mail est bien la vôtre.',
      action: 'Confirmer mon adresse',
      outro: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    },
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour Marquee',
      intro: 'Quelqu’un a demandé à transférer un compte Marquee vers cette adresse.',
      action: 'Confirmer la nouvelle adresse',
      outro: 'Si ce n’était pas vous, ignorez cet e-mail : le compte garde son adresse actuelle.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Marquee',
      intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Marquee.',
      action: 'Choisir un nouveau mot de passe',
      outro:
        'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe ne change pas. Le lien expire dans une heure.',
    },
  },
  calendar: {
    name: 'Marquee : sorties de votre liste à voir',
    kinds: {
      'in theaters': 'au cinéma',
      'digital release': 'en VOD',
      'on disc': 'en DVD et Blu-ray',
      'on TV': 'à la télévision',
      release: 'sortie',
    },
    releaseIn: (region) => `Sortie (${region})`,
  },
};
