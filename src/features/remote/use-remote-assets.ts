import { useEffect } from 'react';
import type { RemoteView } from '../../../streams/schemas/remote';
import { allowedScripts, allowedStylesheets, scopeCss } from '../../../streams/remote/remote-policy';

/**
 * A ready view's style, stylesheets and scripts, for as long as it is shown. The style goes in through CSSOM (a
 * constructed sheet), which the CSP does not govern, nested under the app's element; stylesheets only from the
 * page's origin; scripts only from `scriptOrigins`, each with its integrity hash (a changed file does not run).
 */
export function useRemoteAssets(view: RemoteView | null, log: (message: string, data?: unknown) => void, scriptOrigins: readonly string[] = [window.location.origin]) {
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
    for (const script of allowedScripts(view.scriptsToLoad, scriptOrigins, origin, log)) {
      const el = document.createElement('script');
      el.src = script.src;
      el.integrity = script.integrity;
      el.crossOrigin = 'anonymous';
      added.push(document.head.appendChild(el));
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
  }, [view, log, scriptOrigins]);
}
