/** The facts a personal-list action needs about a movie (stored as a snapshot with the list item). */
export interface MovieRef {
  id: number;
  title: string;
  poster_path: string | null;
  vote_average: number;
}
