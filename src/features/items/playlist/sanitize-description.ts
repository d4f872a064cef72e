import DOMPurify from 'dompurify';
import { rewriteDescriptionHref } from '@domain/links';

/** Formatting a playlist description may keep; everything else is dropped, its text kept. */
export const DESCRIPTION_ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'span'];
export const DESCRIPTION_ALLOWED_ATTR = ['href', 'target', 'rel'];

// DOMPurify's default URI rule drops `spotify:` app links before we can turn them into web links.
const ALLOWED_URI = /^(?:(?:https?|mailto|spotify):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Makes a playlist description safe to insert as HTML: only a few formatting tags and the
 * `href`/`target`/`rel` attributes survive; every link is rewritten (app links → web links, empty
 * links → searches) and opens in a new tab without access to this page.
 */
export function sanitizeDescription(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: DESCRIPTION_ALLOWED_TAGS,
    ALLOWED_ATTR: DESCRIPTION_ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // DOMPurify keeps data-* and aria-* beside ALLOWED_ATTR unless told not to; the product allows
    // href, target and rel only (docs/product.md §2, Playlist).
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    link.setAttribute('href', rewriteDescriptionHref(link.getAttribute('href'), link.textContent ?? ''));
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
