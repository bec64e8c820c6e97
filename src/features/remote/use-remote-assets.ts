import { useEffect } from 'react';
import type { RemoteView } from '../../../streams/schemas/remote';
import { allowedStylesheets, scopeCss } from '../../../streams/remote/remote-policy';

/**
 * A ready view's style and stylesheets, for as long as it is shown. The style goes in through CSSOM (a constructed
 * sheet), which the CSP does not govern, nested under the app's element; stylesheets only from the page's origin.
 * (Its scripts are a bundle's: the bundle loader runs them as part of loading the view, bundle-loader.ts.)
 */
export function useRemoteAssets(view: RemoteView | null, log: (message: string, data?: unknown) => void) {
  useEffect(() => {
    if (!view) return undefined;
    const added: Element[] = [];
    const origin = window.location.origin;
    for (const href of allowedStylesheets(view.cssToLoad, origin, log)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      added.push(document.head.appendChild(link));
    }
    const css = scopeCss(view.style, view.appName);
    if (css === null) log('remote app: style refused (unbalanced braces or @import)', view.appName);
    // jsdom and old browsers have no constructed sheets: the view shows unstyled rather than not at all.
    const sheet = css && Array.isArray(document.adoptedStyleSheets) && typeof CSSStyleSheet !== 'undefined' ? new CSSStyleSheet() : null;
    if (sheet && css) {
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    return () => {
      for (const el of added) el.remove();
      if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [view, log]);
}
