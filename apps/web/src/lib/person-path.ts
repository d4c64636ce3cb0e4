/** A person's page (the spec's cast page) is addressed /cast/{id}/{name}. */
export function castPath(person: { id: number; name: string }): string {
  return `/cast/${person.id}/${encodeURIComponent(person.name)}`;
}
