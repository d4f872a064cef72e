import type { LandingPage } from '../ports';
import { type Result, fail } from '../../platform/result';
import type { LandingPageFailure, LandingPageForm } from '../landing-page-form';
import { type SaveFormDeps, saveLandingPageForm, savePrepared } from '../save-landing-page-form';

/**
 * Replaces the content of the page at `slug` (the slug itself may change). Only its owner may:
 * another user's page is `forbidden`, a missing one `not_found`.
 */
export async function updateLandingPage(
  deps: SaveFormDeps,
  {
    ownerId,
    slug,
    form,
  }: { readonly ownerId: number; readonly slug: string; readonly form: LandingPageForm },
): Promise<Result<LandingPage, LandingPageFailure>> {
  const current = await deps.pages.findBySlug(slug);
  if (!current) return fail({ kind: 'not_found' });
  if (current.ownerId !== ownerId) return fail({ kind: 'forbidden' });
  const prepared = await saveLandingPageForm(deps, ownerId, form, current);
  if (!prepared.ok) return prepared;
  const { content, libraryFiles } = prepared.value;
  return savePrepared(deps, ownerId, prepared.value, () =>
    deps.pages.update(current.id, content, deps.now, libraryFiles),
  );
}
