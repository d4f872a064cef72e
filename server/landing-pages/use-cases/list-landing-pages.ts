import { ok, type Result } from '../../platform/result';
import type { LandingPage, LandingPages } from '../ports';

/** The owner's landing pages, newest first. */
export async function listLandingPages(
  deps: { readonly pages: LandingPages },
  { ownerId }: { readonly ownerId: number },
): Promise<Result<LandingPage[], never>> {
  return ok(await deps.pages.listByOwner(ownerId));
}
