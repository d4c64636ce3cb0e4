/** German, addressing the reader as 'du', as the interface does. */
import type { ServerWording } from './server-wording.ts';

export const german: ServerWording = {
  mail: {
    orOpenLink: 'Oder öffne diesen Link:',
    verification: {
      subject: 'Bestätige deine E-Mail-Adresse für Marquee',
      intro: 'Willkommen bei Marquee! Bitte bestätige, dass dies deine E-Mail-Adresse ist.',
      action: 'E-Mail-Adresse bestätigen',
      outro: 'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
    },
    emailChange: {
      subject: 'Bestätige deine neue E-Mail-Adresse für Marquee',
      intro: 'Jemand möchte ein Marquee-Konto auf diese Adresse umstellen.',
      action: 'Neue E-Mail-Adresse bestätigen',
      outro: 'Warst du das nicht, ignoriere diese E-Mail: Das Konto behält seine bisherige Adresse.',
    },
    passwordReset: {
      subject: 'Setze dein Marquee-Passwort zurück',
      intro: 'Jemand möchte das Passwort deines Marquee-Kontos zurücksetzen.',
      action: 'Neues Passwort festlegen',
      outro:
        'Warst du das nicht, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist. Der Link läuft in einer Stunde ab.',
    },
  },
  calendar: {
    name: 'Marquee: Starttermine deiner Merkliste',
    kinds: {
      'in theaters': 'im Kino',
      'digital release': 'digital',
      'on disc': 'auf DVD und Blu-ray',
      'on TV': 'im Fernsehen',
      release: 'Start',
    },
    releaseIn: (region) => `Start (${region})`,
  },
};
