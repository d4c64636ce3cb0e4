const IMAGE_HOST = 'https://image.tmdb.org/t/p';

/** Image sizes: width 500 for cards, original size for backdrops and the detail page (w92 for search-suggestion thumbnails). */
export function posterUrl(
  path: string | null | undefined,
  size: 'w92' | 'w500' | 'original' = 'w500',
): string | null {
  return path ? `${IMAGE_HOST}/${size}${path}` : null;
}

export function backdropUrl(path: string | null | undefined): string | null {
  return path ? `${IMAGE_HOST}/original${path}` : null;
}

export function profileUrl(path: string | null | undefined): string | null {
  return path ? `${IMAGE_HOST}/w185${path}` : null;
}
