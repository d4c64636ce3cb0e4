import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderFirstScreen } from '@marquee/contracts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { withPreloadedAnswers } from './lib/preloaded-answers.ts';
import { loadCatalog } from './lib/i18n/i18n.ts';
import { i18n } from '@lingui/core';

const handler = createStaticHandler(appRoutes());

/**
 * The markup of a first screen, as the browser's first render will draw it from the same answers: the API puts
 * it in the page so it shows before any script runs, and main.tsx hydrates it. Whatever depends on the
 * visitor (the session, their likes) renders as still loading, on both sides.
 */
export const renderFirstScreen: RenderFirstScreen = async (pathname, answers, locale = 'en') => {
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`no first screen for ${pathname}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadCatalog(locale);
  // In the page's language, set right before the synchronous render: no other render can run in between.
  i18n.loadAndActivate({ locale, messages });
  return withPreloadedAnswers(answers, () =>
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
};
