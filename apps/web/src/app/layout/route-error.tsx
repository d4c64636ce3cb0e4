import { Link, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages } from '../../lib/i18n/messages.ts';
import { apiErrorText } from '../../lib/i18n/known-text.ts';
import { layoutMessages as m } from './messages.ts';
import { PageHydrated } from '../../lib/page-hydration.ts';

export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const message = apiErrorText(error, t(m.somethingWentWrongSentence));
  return (
    <main className="page-container flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-3xl font-semibold">{t(m.somethingWentWrong)}</h1>
      <p className="text-danger">{t(commonMessages.errorMessage, { message })}</p>
      <Link
        to="/"
        className="rounded-lg bg-accent px-5 py-2.5 font-medium text-on-accent hover:bg-accent-hover"
      >
        {t(m.backToHome)}
      </Link>
      {/* In place of the layout, this page is the whole page: React has all of it once it is here. */}
      <PageHydrated />
    </main>
  );
}
