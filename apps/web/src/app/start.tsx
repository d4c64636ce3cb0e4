import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { appRoutes, loadRoutesFor } from './router.tsx';

/**
 * Starts the app in `container`: hydrates the page the server drew (first-screen.server.tsx), whose
 * `data-hydrating` mark goes once React has taken it over, or renders the page from scratch.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const routes = appRoutes();
  await loadRoutesFor(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <App
        router={createBrowserRouter(routes)}
        onMounted={() => container.removeAttribute('data-hydrating')}
      />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // As a transition, hydration works in slices and the page stays responsive while it does.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
