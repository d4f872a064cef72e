import type { LandingPage } from '../ports';
import { type Result, fail } from '../../platform/result';
import type { LandingPageFailure, LandingPageForm } from '../landing-page-form';
import { type SaveFormDeps, saveLandingPageForm } from '../save-landing-page-form';

/** Creates a page owned by `ownerId` from the submitted form (uploads go to the owner's library). */
export async function createLandingPage(
  deps: SaveFormDeps,
  { ownerId, form }: { readonly ownerId: number; readonly form: LandingPageForm },
): Promise<Result<LandingPage, LandingPageFailure>> {
  const content = await saveLandingPageForm(deps, ownerId, form, null);
  if (!content.ok) return content;
  const created = await deps.pages.create(ownerId, content.value, deps.now);
  return created.ok ? created : fail({ kind: 'slug_taken' });
}
