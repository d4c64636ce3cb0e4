/** Italian, addressing the reader as 'tu', as the interface does. */
import type { ServerWording } from './server-wording.ts';

export const italian: ServerWording = {
  mail: {
    orOpenLink: 'Oppure apri questo link:',
    verification: {
      subject: 'Conferma la tua email per Marquee',
      intro: 'Ti diamo il benvenuto su Marquee! Conferma che questo è il tuo indirizzo email.',
      action: 'Conferma email',
      outro: 'Se non hai creato un account, puoi ignorare questa email.',
    },
    emailChange: {
      subject: 'Conferma il tuo nuovo indirizzo email per Marquee',
      intro: 'Qualcuno ha chiesto di spostare un account Marquee su questo indirizzo.',
      action: 'Conferma il nuovo indirizzo',
      outro:
        'Se non hai fatto tu questa richiesta, ignora questa email: l’account mantiene l’indirizzo attuale.',
    },
    passwordReset: {
      subject: 'Reimposta la tua password di Marquee',
      intro: 'Qualcuno ha chiesto di reimpostare la password del tuo account Marquee.',
      action: 'Scegli una nuova password',
      outro:
        'Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta la stessa. Il link scade tra un’ora.',
    },
  },
  calendar: {
    name: 'Marquee: uscite della tua lista «Da vedere»',
    kinds: {
      'in theaters': 'al cinema',
      'digital release': 'in digitale',
      'on disc': 'in DVD e Blu-ray',
      'on TV': 'in TV',
      release: 'uscita',
    },
    releaseIn: (region) => `Uscita (${region})`,
  },
};
