/** English: the mails' words as they have always been sent, and the calendar's. */
import type { ServerWording } from './server-wording.ts';

export const english: ServerWording = {
  mail: {
    orOpenLink: 'Or open this link:',
    verification: {
      subject: 'Verify your email for Marquee',
      intro: 'Welcome to Marquee! Please confirm that this is your email address.',
      action: 'Verify email',
      outro: 'If you did not create an account, you can ignore this email.',
    },
    emailChange: {
      subject: 'Confirm your new email for Marquee',
      intro: 'Someone asked to move a Marquee account to this address.',
      action: 'Confirm new email',
      outro: 'If it was not you, ignore this email: the account keeps its current address.',
    },
    passwordReset: {
      subject: 'Reset your Marquee password',
      intro: 'Someone asked to reset the password of your Marquee account.',
      action: 'Choose a new password',
      outro:
        'If it was not you, ignore this email: your password stays the same. The link expires in one hour.',
    },
  },
  calendar: {
    name: 'Marquee: watchlist releases',
    kinds: {
      'in theaters': 'in theaters',
      'digital release': 'digital release',
      'on disc': 'on disc',
      'on TV': 'on TV',
      release: 'release',
    },
    releaseIn: (region) => `Release in ${region}`,
  },
};
