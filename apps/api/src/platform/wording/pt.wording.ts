/** Portuguese (Brazil), addressing the reader as 'você', as the interface does. */
import type { ServerWording } from './server-wording.ts';

export const portuguese: ServerWording = {
  mail: {
    orOpenLink: 'Ou abra este link:',
    verification: {
      subject: 'Confirme seu e-mail no Marquee',
      intro: 'Boas-vindas ao Marquee! Confirme que este é o seu endereço de e-mail.',
      action: 'Confirmar e-mail',
      outro: 'Se você não criou uma conta, pode ignorar este e-mail.',
    },
    emailChange: {
      subject: 'Confirme seu novo e-mail no Marquee',
      intro: 'Alguém pediu para passar uma conta do Marquee para este endereço.',
      action: 'Confirmar novo e-mail',
      outro: 'Se não foi você, ignore este e-mail: a conta continua com o endereço atual.',
    },
    passwordReset: {
      subject: 'Redefina sua senha do Marquee',
      intro: 'Alguém pediu para redefinir a senha da sua conta do Marquee.',
      action: 'Escolher uma nova senha',
      outro: 'Se não foi você, ignore este e-mail: sua senha continua a mesma. O link expira em uma hora.',
    },
  },
  calendar: {
    name: 'Marquee: lançamentos da sua lista para assistir',
    kinds: {
      'in theaters': 'nos cinemas',
      'digital release': 'no digital',
      'on disc': 'em DVD e Blu-ray',
      'on TV': 'na TV',
      release: 'lançamento',
    },
    releaseIn: (region) => `Lançamento (${region})`,
  },
};
