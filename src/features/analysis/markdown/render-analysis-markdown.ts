import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { analysisLinkTarget } from '@domain/links';

/** What an analysis may contain: headings, paragraphs, lists, emphasis, links, code and tables. */
export const ANALYSIS_ALLOWED_TAGS = [
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'del',
  'a',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

// Web and mail links, in-page anchors and same-site paths; everything else (javascript:, data:,
// vbscript:, protocol-relative //host) loses its href.
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i;

/** The analysis sits under the section's own h2, so its headings start one level lower. */
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, Math.max(3, token.depth + 1));
  },
});

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify of our own, so its link hook never touches other sanitising on the page. */
function analysisPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return purifier;
}

/** Every link that may not stay one becomes its text (its children, already sanitised). */
function unwrapForeignLinks(fragment: DocumentFragment): void {
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    if (analysisLinkTarget(link.getAttribute('href'), window.location.href) !== null) continue;
    link.replaceWith(...Array.from(link.childNodes));
  }
}

/**
 * The AI-written analysis (markdown) as HTML safe to insert: marked renders it, then DOMPurify keeps
 * only the tags above and `href`, drops unsafe URLs, and makes every remaining link open in a new tab
 * without access to this page. Sanitising comes after rendering, so raw HTML in the markdown is
 * sanitised too. Last, links the shared rule refuses (analysisLinkTarget: anywhere but our own pages and
 * open.spotify.com) become plain text, as on a shared report.
 */
export function renderAnalysisMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  const fragment = analysisPurifier().sanitize(html, {
    ALLOWED_TAGS: ANALYSIS_ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });
  unwrapForeignLinks(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
