/** Desktop search dropdown (spec section 2 "Search"). Built by the search feature. */
export function DesktopSearch() {
  return null;
}

/** Full-screen mobile search overlay titled 'Search Movies'. Built by the search feature. */
export function MobileSearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  void onClose;
  return open ? null : null;
}
