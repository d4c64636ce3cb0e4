export function Spinner({
  fullScreen = false,
  label = 'Loading',
  size = 32,
}: {
  fullScreen?: boolean;
  label?: string;
  size?: number;
}) {
  const spinner = (
    <span role="status" aria-live="polite" className="inline-flex items-center justify-center">
      <span
        className="animate-spin rounded-full border-2 border-hairline border-t-accent"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
  if (!fullScreen) return spinner;
  return <div className="flex min-h-[70dvh] w-full items-center justify-center">{spinner}</div>;
}
