import { Marked, type Tokens } from 'marked';
import { safeHttpUrl } from '@domain/links';
import { escapeHtml } from '../../../http/escape-html';

/**
 * The written analysis as HTML for the report page, built so nothing in it can carry markup: raw
 * HTML in the markdown is shown as text, links keep only http(s) addresses (and open nothing in
 * the page's name), images become their alt text. Headings start at h3 (the section has the h2).
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, Math.max(3, token.depth + 1));
  },
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link(this: { parser: { parseInline(tokens: Tokens.Link['tokens']): string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeHttpUrl(token.href);
      return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${text}</a>` : text;
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
  },
});

export function reportMarkdownHtml(source: string): string {
  return markdown.parse(source, { async: false }) as string;
}
