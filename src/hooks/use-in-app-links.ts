import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for server HTML (info pages, remote views): a plain left click on a link to one of the site's own
 * pages navigates inside the app instead of reloading it; other links (external, new tab, modified clicks) behave as
 * links do.
 */
export function useInAppLinks(): (e: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || !href.startsWith('/') || href.startsWith('//') || a.getAttribute('target')) return;
    e.preventDefault();
    void navigate(href);
  };
}
