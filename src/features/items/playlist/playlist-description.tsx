import { useMemo } from 'react';
import { sanitizeDescription } from './sanitize-description';

/** The playlist's own description, sanitised before it is inserted as HTML. */
export function PlaylistDescription({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeDescription(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with a strict allow-list above
  return <p className="playlist-description" dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
