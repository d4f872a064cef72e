import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../src/features/items/playlist/sanitize-description';
import { renderAnalysisMarkdown } from '../../../src/features/analysis/markdown/render-analysis-markdown';

const HOSTILE = [
  '## Summary',
  '',
  '**Verdict: organic.** Read [the guide](https://example.com/guide) or [this](javascript:alert(1)).',
  '',
  '- <script>window.hacked = true</script>bullet one',
  '- <img src="x" onerror="window.hacked = true">bullet two',
  '- [data link](data:text/html;base64,PHNjcmlwdD4=) and [vb](vbscript:msgbox(1)) and [rel](//evil.example)',
  '',
  '<a href="JaVaScRiPt:alert(1)" onclick="alert(2)">raw link</a>',
  '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle /></svg>',
  '<p style="position:fixed" onmouseover="alert(1)">styled</p>',
].join('\n');

function rendered(markdown: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderAnalysisMarkdown(markdown);
  return holder;
}

describe('renderAnalysisMarkdown', () => {
  it('keeps headings, bullets and bold', () => {
    const html = rendered('## Summary\n\n- **Bold** point\n- second\n\n### Detail\n\nText.');
    expect(html.querySelector('h3')?.textContent).toBe('Summary');
    expect(html.querySelector('h4')?.textContent).toBe('Detail');
    expect(html.querySelectorAll('ul > li')).toHaveLength(2);
    expect(html.querySelector('li strong')?.textContent).toBe('Bold');
  });

  it('renders hostile markdown inert: no scripts, handlers, frames, styles or script URLs', () => {
    const html = rendered(HOSTILE);
    expect(html.querySelectorAll('script, iframe, svg, img, style')).toHaveLength(0);
    for (const element of Array.from(html.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(['href', 'target', 'rel']).toContain(attribute.name);
      }
    }
    const hrefs = Array.from(html.querySelectorAll('a[href]')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/guide']);
    expect(html.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|onerror|onload|onclick|onmouseover/i);
    expect(html.textContent).toContain('bullet one');
    expect(html.textContent).toContain('raw link');
  });

  it('opens every remaining link in a new tab without access to this page', () => {
    const html = rendered(
      '[one](https://example.com) [two](/artist/1WgXqy2Dd70QQOU7Ay074N) [mail](mailto:a@b.co)',
    );
    const links = Array.from(html.querySelectorAll('a'));
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('leaves a link whose URL was dropped without a new-tab target', () => {
    const link = rendered('[bad](javascript:alert(1))').querySelector('a');
    expect(link?.hasAttribute('href') ?? false).toBe(false);
    expect(link?.hasAttribute('target') ?? false).toBe(false);
  });

  it('does not change how playlist descriptions are sanitised elsewhere on the page', () => {
    renderAnalysisMarkdown('[x](https://example.com)');
    expect(sanitizeDescription('<b>bold</b><em>kept</em>')).toBe('<b>bold</b><em>kept</em>');
  });
});
