import { IMAGE_FILE_PATTERN, SITE_NAME } from '@marquee/contracts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text for an HTML element or a quoted attribute: nothing in it can end either. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * What a chat app or a social site shows for a shared address: the page's Open Graph tags (Twitter/X reads
 * them too, beside its card type), written into the HTML head by the server, since those crawlers run no script.
 */
export interface LinkPreview {
  title: string;
  description: string;
  type: 'video.movie' | 'profile' | 'website';
  /** The page's own address below the site's root (`/movie/157336`): its canonical URL on PUBLIC_URL. */
  path: string;
  /** TMDB's file path of its picture (a poster, `/abc.jpg`); none when it has none. */
  imagePath?: string | null;
}

/** Where the preview's image is: the site's image base as the page builds it, made absolute. */
export interface PreviewSite {
  publicUrl: string;
  /** `https://image.tmdb.org/t/p`, or the server's own `/images` while its image cache is on. */
  imageBase: string;
}

/** The poster size a preview shows: plenty for a card, a fraction of the original's bytes. */
const PREVIEW_IMAGE_SIZE = 'w500';
const DESCRIPTION_MAX_LENGTH = 200;

/** `text` on one line and at most `max` characters, cut after a word with an ellipsis when it is longer. */
export function shortened(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** The absolute URL of the preview's picture: only a file name the image route would serve too. */
function imageUrl(preview: LinkPreview, site: PreviewSite): string | undefined {
  const file = preview.imagePath?.startsWith('/') ? preview.imagePath.slice(1) : undefined;
  if (!file || !IMAGE_FILE_PATTERN.test(file)) return undefined;
  const base = site.imageBase.startsWith('/') ? `${site.publicUrl}${site.imageBase}` : site.imageBase;
  return `${base}/${PREVIEW_IMAGE_SIZE}/${file}`;
}

/** The preview's tags for the page's head: canonical link, Open Graph, the Twitter/X card type. */
export function linkPreviewTags(preview: LinkPreview, site: PreviewSite): string {
  const url = `${site.publicUrl}${preview.path}`;
  const image = imageUrl(preview, site);
  const properties: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', preview.type],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', url],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
    ),
    // A poster is tall: the small card shows it whole, the large one would crop it to a strip.
    '<meta name="twitter:card" content="summary">',
  ].join('');
}
