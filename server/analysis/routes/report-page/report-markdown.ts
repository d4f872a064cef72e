import { Marked, type Tokens } from 'marked';
import { analysisLinkTarget } from '@domain/links';
import { escapeHtml } from '../../../http/escape-html';

/** A link written as `[text](href)`; bare addresses and `<…>` autolinks are text someone typed. */
const isWrittenLink = (token: Tokens.Link) => token.raw.startsWith('[');

/**
 * The written analysis as HTML for the report page, built so nothing in it can carry markup: raw
 * HTML in the markdown is shown as text, images become their alt text, and links follow the app
 * panel's rule (analysisLinkTarget: this site's pages and open.spotify.com only; any other becomes
 * its text). Addresses in the text (a playlist or artist named `https://…`) are never turned into
 * links. Headings start at h3 (the section has the h2).
 */
function reportMarkdown(pageUrl: string): Marked {
  return new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.min(6, Math.max(3, token.depth + 1));
    },
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      link(this: { parser: { parseInline(tokens: Tokens.Link['tokens']): string } }, token: Tokens.Link) {
        if (!isWrittenLink(token)) return escapeHtml(token.text);
        const text = this.parser.parseInline(token.tokens);
        const href = analysisLinkTarget(token.href, pageUrl);
        return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${text}</a>` : text;
      },
      image: ({ text }: Tokens.Image) => escapeHtml(text),
    },
  });
}

/** `source` as the report's HTML; `pageUrl` is the report's absolute address (its origin is "this site"). */
export function reportMarkdownHtml(source: string, pageUrl: string): string {
  return reportMarkdown(pageUrl).parse(source, { async: false }) as string;
}
