/** Spanish (Spain), addressing the reader as 'tú', as the interface does. */
import type { ServerWording } from './server-wording.ts';

export const spanish: ServerWording = {
  mail: {
    orOpenLink: 'O abre este enlace:',
    verification: {
      subject: 'Verifica tu correo en Marquee',
      intro: '¡Te damos la bienvenida a Marquee! Confirma que esta es tu dirección de correo.',
      action: 'Verificar correo',
      outro: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
    },
    emailChange: {
      subject: 'Confirma tu nuevo correo en Marquee',
      intro: 'Alguien ha pedido cambiar la dirección de una cuenta de Marquee a esta.',
      action: 'Confirmar el nuevo correo',
      outro: 'Si no has sido tú, ignora este correo: la cuenta conserva su dirección actual.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Marquee',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Marquee.',
      action: 'Elegir una contraseña nueva',
      outro:
        'Si no has sido tú, ignora este correo: tu contraseña no cambia. El enlace caduca dentro de una hora.',
    },
  },
  calendar: {
    name: 'Marquee: estrenos de tu lista',
    kinds: {
      'in theaters': 'en cines',
      'digital release': 'en digital',
      'on disc': 'en disco',
      'on TV': 'en televisión',
      release: 'estreno',
    },
    releaseIn: (region) => `Estreno en ${region}`,
  },
};
