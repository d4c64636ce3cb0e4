import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className="page-container flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-danger">Error: {message}</p>
      <Link
        to="/"
        className="rounded-lg bg-accent px-5 py-2.5 font-medium text-on-accent hover:bg-accent-hover"
      >
        Back to Home
      </Link>
    </main>
  );
}
