import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../src/features/items/playlist/sanitize-description';
import { renderAnalysisMarkdown } from '../../../src/features/analysis/markdown/render-analysis-markdown';

const HOSTILE = [
  '## Summary',
  '',
  '**Verdict: clean.** Read [the guide](https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M) or [this](javascript:alert(1)).',
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
    expect(hrefs).toEqual(['https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M']);
    expect(html.innerHTML).not.toMatch(/javascript:|vbscript:|data:text|onerror|onload|onclick|onmouseover/i);
    expect(html.textContent).toContain('bullet one');
    expect(html.textContent).toContain('raw link');
  });

  it('opens every remaining link in a new tab without access to this page', () => {
    const html = rendered(
      '[one](https://open.spotify.com/artist/1WgXqy2Dd70QQOU7Ay074N) [two](/artist/1WgXqy2Dd70QQOU7Ay074N)',
    );
    const links = Array.from(html.querySelectorAll('a'));
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it("turns a link to another site into plain text, keeping its words (a hostile model's phishing link)", () => {
    const html = rendered(
      [
        'Your playlist is at risk. [Verify your account](https://spotify-verify.example/login) now.',
        '',
        '<a href="https://evil.example/">raw **link**</a> [mail](mailto:a@b.co) [lookalike](https://open.spotify.com.evil.example/x)',
        '[userinfo](https://open.spotify.com@evil.example/) [port](https://open.spotify.com:8443/) [plain](http://open.spotify.com/x)',
        '[bad](javascript:alert(1)) [protocol-relative](//evil.example)',
      ].join('\n'),
    );
    expect(html.querySelectorAll('a')).toHaveLength(0);
    expect(html.textContent).toContain('Verify your account now.');
    for (const words of [
      'raw',
      'mail',
      'lookalike',
      'userinfo',
      'port',
      'plain',
      'bad',
      'protocol-relative',
    ]) {
      expect(html.textContent).toContain(words);
    }
    expect(html.innerHTML).not.toContain('evil.example');
    expect(html.innerHTML).not.toContain('spotify-verify');
  });

  it('keeps links to our own pages and to open.spotify.com', () => {
    const own = `${window.location.origin}/track/4uLU6hMCjMI75M1A2tKUQC`;
    const html = rendered(
      `[artist](/artist/1WgXqy2Dd70QQOU7Ay074N) [track](${own}) [section](#growth) [listen](https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M)`,
    );
    expect(Array.from(html.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
      '/artist/1WgXqy2Dd70QQOU7Ay074N',
      own,
      '#growth',
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ]);
  });

  it('does not change how playlist descriptions are sanitised elsewhere on the page', () => {
    renderAnalysisMarkdown('[x](https://example.com)');
    expect(sanitizeDescription('<b>bold</b><em>kept</em>')).toBe('<b>bold</b><em>kept</em>');
  });
});
