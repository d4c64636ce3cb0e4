import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { repoRoot } from '@marquee/harness';
import { IMAGE_HOST } from './image-server.ts';

interface StarterMovie {
  title: string;
  release_date: string;
  poster_path: string | null;
  backdrop_path: string | null;
  cast: { name: string; profile_path: string | null }[];
}

type Picture = { kind: 'poster' | 'backdrop'; title: string; year: string } | { kind: 'face'; name: string };

/** What each image file of the starter catalog shows: a movie's poster or backdrop, or a person's photo. */
function picturesOfTheStarterCatalog(): Map<string, Picture> {
  const file = path.join(repoRoot, 'packages/catalog/starter/movies.json');
  const { movies } = JSON.parse(fs.readFileSync(file, 'utf8')) as { movies: StarterMovie[] };
  const pictures = new Map<string, Picture>();
  for (const movie of movies) {
    const year = movie.release_date.slice(0, 4);
    if (movie.poster_path) pictures.set(movie.poster_path, { kind: 'poster', title: movie.title, year });
    if (movie.backdrop_path)
      pictures.set(movie.backdrop_path, { kind: 'backdrop', title: movie.title, year });
    for (const member of movie.cast)
      if (member.profile_path) pictures.set(member.profile_path, { kind: 'face', name: member.name });
  }
  return pictures;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** The title in lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 5);
}

/** A flat title card in SVG: the movie's title and year (poster, backdrop), or a person's initials. */
function titleCard(picture: Picture | undefined, file: string): string {
  const hue = hueOf(picture ? JSON.stringify(picture) : file);
  const [width, height] =
    picture?.kind === 'backdrop' ? [1280, 720] : picture?.kind === 'face' ? [185, 278] : [500, 750];
  const background = `<rect width="${width}" height="${height}" fill="hsl(${hue} 38% 22%)"/>`;
  if (!picture) return svg(width, height, background);
  if (picture.kind === 'face') {
    const initials = picture.name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
    return svg(
      width,
      height,
      `${background}<circle cx="92" cy="110" r="56" fill="hsl(${hue} 30% 40%)"/>` +
        `<text x="92" y="128" font-size="48" text-anchor="middle" fill="hsl(${hue} 40% 88%)">${escapeXml(initials)}</text>`,
    );
  }
  // A backdrop lies behind the page's own title: a dark colour only.
  if (picture.kind === 'backdrop')
    return svg(width, height, `<rect width="${width}" height="${height}" fill="hsl(${hue} 35% 10%)"/>`);
  // The title near the top, where a row that cuts the poster short still shows it; the year at the foot.
  const lines = wrap(picture.title, 11);
  const size = 64;
  const text = lines
    .map(
      (line, index) =>
        `<text x="48" y="${180 + index * size * 1.1}" font-size="${size}" font-weight="700" fill="hsl(${hue} 60% 88%)">${escapeXml(line)}</text>`,
    )
    .join('');
  const band = `<rect x="48" y="64" width="120" height="10" fill="hsl(${(hue + 40) % 360} 70% 60%)"/>`;
  const year = `<text x="48" y="${height - 64}" font-size="40" fill="hsl(${hue} 25% 70%)">${picture.year}</text>`;
  return svg(width, height, background + band + text + year);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Liberation Sans, Arial, sans-serif">${body}</svg>`;
}

/**
 * Answers the browser's requests for the movie database's images with flat title cards drawn from the starter
 * catalog (title and year; a person's initials): a page looks like itself without a TMDB key or any download.
 */
export async function drawTitleCards(context: BrowserContext): Promise<void> {
  const pictures = picturesOfTheStarterCatalog();
  await context.route(IMAGE_HOST, (route) => {
    const file = `/${new URL(route.request().url()).pathname.split('/').at(-1)}`;
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      headers: { 'cache-control': 'max-age=3600' },
      body: titleCard(pictures.get(file), file),
    });
  });
}
