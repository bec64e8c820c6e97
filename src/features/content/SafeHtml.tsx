import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { useInAppLinks } from '../../hooks/use-in-app-links';
import styles from './content.module.css';

/**
 * Server HTML made safe to show (DESIGN.md: DOMPurify for any HTML from a server): scripts, event handlers, frames,
 * forms, inline styles (the CSP allows none) and javascript: links are removed (DOMPurify's URI rules); what remains is plain
 * markup. Links to the site's own pages navigate inside the app; external links open in a new tab without an opener.
 */
const PURIFY: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target')) {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  }
});

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, PURIFY);
}

export function SafeHtml({ html, testId = 'content-body' }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  const onClick = useInAppLinks();
  return <div className={styles.prose} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
