import { useMemo } from 'react';
import { renderAnalysisMarkdown } from './render-analysis-markdown';
import './analysis-markdown.css';

/** The written analysis, rendered from markdown and sanitised (loaded only where it is shown). */
export function AnalysisMarkdown({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderAnalysisMarkdown(markdown), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by marked, then sanitised by DOMPurify with a strict allow-list
  return <div className="analysis-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
