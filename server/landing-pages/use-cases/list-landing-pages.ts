import type { LandingPage, LandingPages } from '../ports';

/** The owner's landing pages, newest first. */
export async function listLandingPages(
  deps: { readonly pages: LandingPages },
  ownerId: number,
): Promise<LandingPage[]> {
  return deps.pages.listByOwner(ownerId);
}
