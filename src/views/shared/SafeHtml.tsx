import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/** Renders server-given HTML only after sanitising it; the one place the app sets inner HTML. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
