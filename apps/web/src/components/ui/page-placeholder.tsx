export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-semibold">{title}</h1>
    </div>
  );
}
