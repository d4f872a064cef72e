import type { LandingPage } from '../ports';
import type { Result } from '../../platform/result';
import type { LandingPageFailure, LandingPageForm } from '../landing-page-form';
import { type SaveFormDeps, saveLandingPageForm, savePrepared } from '../save-landing-page-form';

/** Creates a page owned by `ownerId` from the submitted form (uploads go to the owner's library). */
export async function createLandingPage(
  deps: SaveFormDeps,
  { ownerId, form }: { readonly ownerId: number; readonly form: LandingPageForm },
): Promise<Result<LandingPage, LandingPageFailure>> {
  const prepared = await saveLandingPageForm(deps, ownerId, form, null);
  if (!prepared.ok) return prepared;
  const { content, libraryFiles } = prepared.value;
  return savePrepared(deps, ownerId, prepared.value, () =>
    deps.pages.create(ownerId, content, deps.now, libraryFiles),
  );
}
