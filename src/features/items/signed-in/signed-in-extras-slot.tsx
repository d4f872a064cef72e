export type TrackableItemType = 'artist' | 'track' | 'playlist';

export interface SignedInExtrasSlotProps {
  readonly itemType: TrackableItemType;
  readonly itemId: string;
}

/**
 * Where a signed-in user's extras go on an item page: Track / Stop Tracking, history charts, growth
 * statistics and the playlist analysis. They belong to the tracking issue; until it lands this slot
 * renders nothing, so the public page never shows controls that do not work yet.
 */
export function SignedInExtrasSlot(_props: SignedInExtrasSlotProps) {
  return null;
}
