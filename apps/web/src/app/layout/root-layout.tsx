import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { ChatWidget } from '../../features/chat/components/chat-widget.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PageHydrated } from '../../lib/page-hydration.ts';
import { Navbar } from './navbar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { useFollowAccountLanguage } from '../../features/account/api/account-language.ts';
import { layoutMessages as m } from './messages.ts';

export function RootLayout() {
  useSessionExpiry();
  useFollowAccountLanguage();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t(m.skipToContent)}
      </a>
      <Navbar />
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner fullScreen label={t(m.loadingPage)} />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <SiteFooter />
      <ChatWidget />
      <ScrollRestoration />
    </div>
  );
}
