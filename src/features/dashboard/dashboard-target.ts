import { parseDashboardInput } from '@domain/links';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';
import { SHORT_LINK_FAILED_MESSAGE } from './dashboard-messages';

/**
 * What the Add box names: an item to track, or the message saying why it cannot be tracked and
 * whether that is about the text typed (`aboutInput`) rather than, say, an unreachable server.
 */
export type DashboardTarget =
  | { readonly ok: true; readonly kind: TrackedKind; readonly id: string }
  | { readonly ok: false; readonly error: string; readonly aboutInput: boolean };

/**
 * Reads the Add box (docs/product.md §5 Dashboard add): an open.spotify.com artist, track or playlist
 * link in any form the link parser knows, or a short share link the server resolves first.
 */
export async function dashboardTarget(input: string, catalog: CatalogGateway): Promise<DashboardTarget> {
  const parsed = parseDashboardInput(input);
  if (parsed.ok === true) return { ok: true, kind: parsed.type, id: parsed.id };
  if (parsed.ok === false) return { ...parsed, aboutInput: true };
  const resolved = await catalog.resolveUrl(parsed.url);
  // The server answers 400 for a short link it cannot resolve; no answer says nothing about the link.
  if (!resolved.ok)
    return { ok: false, error: SHORT_LINK_FAILED_MESSAGE, aboutInput: resolved.status === 400 };
  const target = parseDashboardInput(resolved.value);
  if (target.ok === true) return { ok: true, kind: target.type, id: target.id };
  return {
    ok: false,
    error: target.ok === false ? target.error : SHORT_LINK_FAILED_MESSAGE,
    aboutInput: true,
  };
}
