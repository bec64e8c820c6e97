import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link to a fair-play page. Inside the game frame (`top`) it opens in the page around the frame, which the frame's
 * sandbox allows on a click (allow-top-navigation-by-user-activation); elsewhere it is a link of the app's router.
 */
export function FairLink({ to, top, className, testId, children }: { to: string; top?: boolean; className?: string; testId?: string; children: ReactNode }) {
  return top
    ? <a href={to} target="_top" className={className} data-testid={testId}>{children}</a>
    : <Link to={to} className={className} data-testid={testId}>{children}</Link>;
}
