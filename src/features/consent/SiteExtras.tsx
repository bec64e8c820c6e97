import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteExtras as Extras } from '../../../streams/shell-extras/extras-load';
import { CookieBanner } from './CookieBanner';
import { ChatWidget } from './ChatWidget';
import { AdBlockerNotice, WebViewNotice } from './ShellNotices';
import { RightColumn } from './RightColumn';

/**
 * Issue 16's parts of the default frame, in their own chunk (the layout mounts it a moment after the home page has
 * loaded): the cookie banner, the consultant chat, the ad-blocker and web-view notices, the right column's compact
 * toggle and bookmakers rating, and the page views analytics counts.
 */
export default function SiteExtras({ extras }: { extras: Extras }) {
  const { pathname } = useLocation();
  useEffect(() => {
    extras.pageView(pathname);
  }, [extras, pathname]);
  return (
    <>
      <WebViewNotice extras={extras} />
      <AdBlockerNotice extras={extras} />
      <ChatWidget extras={extras} />
      <CookieBanner consent={extras.consent} />
      <RightColumn extras={extras} />
    </>
  );
}
