/**
 * Where the tracked playlist's 'Our Detailed Analysis' section goes (docs/product.md §2). The
 * analysis view is built separately; until it lands this slot renders nothing.
 */
export function PlaylistAnalysisSlot(_props: { readonly playlistId: string }) {
  return null;
}
