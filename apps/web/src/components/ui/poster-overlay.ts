/**
 * The surface of a control or mark drawn over a poster (a card's Like and Add to Playlist, its library status):
 * nearly opaque, so it reads on any poster without a backdrop blur. A blur behind each of a page's hundred such
 * controls made every frame of a grid page re-composite them (about a quarter of a home page load's main-thread
 * time in Chromium), for a difference nobody sees through a 90% background.
 */
export const posterOverlaySurface = 'rounded-full border border-hairline bg-bg/90 shadow-md shadow-black/50';

/** A round icon button over a poster. */
export const posterOverlayButton = `inline-flex h-9 w-9 items-center justify-center ${posterOverlaySurface} transition-colors`;
