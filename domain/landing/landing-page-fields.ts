/** The landing-page form's lists: each row is a field of its own. */
export type LandingListName =
  | 'spotifyUris'
  | 'spotifyProportions'
  | 'appleMusicUrls'
  | 'amazonMusicUrls'
  | 'youtubeMusicUrls';

/** A field a landing-page problem can be about; a list's row is `list.index` (0-based, blank rows counted). */
export type LandingPageField =
  | 'slug'
  | 'title'
  | 'metaPixelId'
  | 'image'
  | 'video'
  | 'fallbackVideo'
  | `${LandingListName}.${number}`;

export function landingRowField(list: LandingListName, index: number): LandingPageField {
  return `${list}.${index}`;
}
