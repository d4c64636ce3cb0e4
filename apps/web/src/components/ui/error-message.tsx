import { AlertCircle } from 'lucide-react';

/** The spec's load failure: 'Error: {message}' in red. */
export function ErrorMessage({ message, className = '' }: { message: string; className?: string }) {
  return (
    <p
      role="alert"
      className={`flex items-center justify-center gap-2 py-6 text-center text-danger ${className}`}
    >
      <AlertCircle size={18} aria-hidden="true" className="shrink-0" />
      <span>Error: {message}</span>
    </p>
  );
}

/** The message of whatever a query threw. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
