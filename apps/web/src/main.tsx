import './styles/index.css';
import { registerServiceWorker } from './register-service-worker.ts';

/** Resolves once the browser has painted what it has (or after a second: a hidden tab paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 1000);
  });
}

registerServiceWorker();
const container = document.getElementById('root')!;
// A page the server drew shows before the app's code is even asked for: on a slow connection the code would
// otherwise hold up the stylesheet, font and images the visitor is waiting to see.
if (container.hasChildNodes()) await afterFirstPaint();
const { startApp } = await import('./app/start.tsx');
await startApp(container);
