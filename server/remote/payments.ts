import type { RemoteApp } from './apps.ts';
import type { BundleAssets } from './bundles.ts';

// The payments remote app (SPEC.md section 1): deposit, withdrawal and the payment history. Its pages are a bundle of
// their own (remotes/payments/): the view answer has no HTML, only the bundle to load and mount; the app sets its own
// title and says "ready" itself once mounted. Not built: a 503 page error, as a remote app that is down.

/** The route paths (after /{lang}/) this app has: the same as remotes/payments/main.tsx. */
export const PAYMENTS_PAGES = ['office/recharge', 'office/deduce', 'office/historypay'] as const;

const errorView = (status: number) => ({ body: '', style: '', cssToLoad: [], title: '', codeToEval: [`mf:error:${status}`], scriptsToLoad: [] });

export function paymentsApp(bundle: () => Promise<BundleAssets | null>): RemoteApp {
  return {
    async render({ path }) {
      if (!(PAYMENTS_PAGES as readonly string[]).includes(path)) return errorView(404);
      const assets = await bundle();
      if (!assets || assets.scripts.length === 0) return errorView(503);
      return { body: '', style: '', cssToLoad: assets.css, title: '', codeToEval: [], scriptsToLoad: assets.scripts };
    },
  };
}
