/**
 * The crew the catalog keeps, and TMDB's department of each job: the director, every writing credit, and the
 * key crew a movie page names (composer, cinematographer, editor, producers). Other jobs (stunts, set
 * dressers, executive producers...) are left out: the datasets list dozens per film.
 */
const KEY_CREW_DEPARTMENTS: ReadonlyMap<string, string> = new Map([
  ['Director', 'Directing'],
  ['Original Music Composer', 'Sound'],
  ['Music', 'Sound'],
  ['Director of Photography', 'Camera'],
  ['Cinematography', 'Camera'],
  ['Editor', 'Editing'],
  ['Producer', 'Production'],
]);
const WRITING = 'Writing';
// The order a movie's crew is listed in: who directed it, who wrote it, then the rest of the key crew.
const DEPARTMENT_ORDER = ['Directing', WRITING, 'Production', 'Camera', 'Editing', 'Sound'];

/** The job as the catalog keeps it, or null for a job it leaves out. */
export function keptCrewJob(job: unknown, department: unknown): string | null {
  if (typeof job !== 'string' || job.trim() === '') return null;
  const name = job.trim();
  return KEY_CREW_DEPARTMENTS.has(name) || department === WRITING ? name : null;
}

/** TMDB's department of a kept job: any job that is not a key crew one is a writing credit. */
export function crewDepartment(job: string): string {
  return KEY_CREW_DEPARTMENTS.get(job) ?? WRITING;
}

/** Sorts crew as a movie page lists it: by department (directing first), then job, then person id. */
export function byCrewOrder(a: { job: string; id: number }, b: { job: string; id: number }): number {
  const rank = (job: string) => DEPARTMENT_ORDER.indexOf(crewDepartment(job));
  return rank(a.job) - rank(b.job) || a.job.localeCompare(b.job) || a.id - b.id;
}
