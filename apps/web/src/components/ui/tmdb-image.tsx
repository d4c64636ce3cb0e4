import { useCallback, useState, type ReactNode } from 'react';

interface TmdbImageProps {
  src: string | null;
  alt: string;
  /** Shown underneath until the image has loaded, and for good when it fails or there is no image (decorative: name the image's container). */
  placeholder: ReactNode;
  /** Sizing of the box (its aspect ratio or height): the box never changes size, so nothing shifts. */
  className?: string;
  imgClassName?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * An image from the movie database's host inside a fixed box: the placeholder fills the box, the image fades in
 * over it once loaded, and an unreachable host (a machine with no internet) leaves the placeholder in place.
 */
export function TmdbImage({
  src,
  alt,
  placeholder,
  className = '',
  imgClassName = '',
  loading = 'lazy',
}: TmdbImageProps) {
  const [state, setState] = useState<{ src: string | null; status: 'loading' | 'loaded' | 'failed' }>({
    src,
    status: 'loading',
  });
  // A new source starts over (React's "adjust state while rendering" pattern: no extra effect pass).
  if (state.src !== src) setState({ src, status: 'loading' });
  const showImage = src !== null && state.status !== 'failed';
  // An image in server-rendered markup may have loaded, or failed, before React was there to hear of it.
  const settleIfAlreadyDone = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) setState({ src, status: img.naturalWidth > 0 ? 'loaded' : 'failed' });
    },
    [src],
  );

  return (
    // data-image tells the placeholder (and a card around it) whether the image shows: loading, loaded or failed.
    <div
      data-image={showImage ? state.status : 'failed'}
      className={`group/image relative overflow-hidden ${className}`}
    >
      <div className="absolute inset-0" aria-hidden="true">
        {placeholder}
      </div>
      {showImage && (
        <img
          ref={settleIfAlreadyDone}
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'failed' })}
          className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${
            state.status === 'loaded' ? 'opacity-100' : 'opacity-0'
          } ${imgClassName}`}
        />
      )}
    </div>
  );
}
