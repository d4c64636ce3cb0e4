/**
 * A name asked for without a role: their films as director when directing is what they are known for. A
 * director's cameos can outnumber their own films, so directing a third as many as they appear in is enough.
 */
export function mainRole(person: { director_count: number; cast_count: number }): 'director' | undefined {
  return person.director_count * 3 >= person.cast_count && person.director_count > 0 ? 'director' : undefined;
}
