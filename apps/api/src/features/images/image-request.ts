import { IMAGE_FILE_PATTERN, IMAGE_SIZES, type ImageSize } from '@marquee/contracts';
import { BadRequestError } from '../../platform/errors.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface ImageRequest {
  size: ImageSize;
  file: string;
  /** `{size}/{file}`: where it is kept and where TMDB has it. */
  key: string;
  contentType: string;
}

/** The image a `/images/{size}/{file}` request names, or a 400 saying what is wrong with it. */
export function parseImageRequest(size: string, file: string): ImageRequest {
  if (!(IMAGE_SIZES as readonly string[]).includes(size)) {
    throw new BadRequestError(`Unknown image size "${size}"; one of ${IMAGE_SIZES.join(', ')}`);
  }
  const match = IMAGE_FILE_PATTERN.exec(file);
  if (!match) throw new BadRequestError('Invalid image file name');
  return {
    size: size as ImageSize,
    file,
    key: `${size}/${file}`,
    contentType: CONTENT_TYPES[match[1]!.toLowerCase()]!,
  };
}
