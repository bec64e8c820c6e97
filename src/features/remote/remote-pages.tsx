import { useLocation } from 'react-router-dom';
import { REMOTE_BUNDLE_VIEW_OPTIONS } from '../../../streams/remote/remote-view';
import { RemoteView } from './RemoteView';

// Routes the shell hands to a remote front-end app (R17): the app gets the route's own path (/en/500).

/** The technical pages: /{lang}/500 and /{lang}/site-updates. */
export function TechnicalPage() {
  return <RemoteView app="technical" path={useLocation().pathname} />;
}

/** /{lang}/verification/sumsub: the identity check. */
export function VerificationPage() {
  return <RemoteView app="verification" path={useLocation().pathname} />;
}

/** office/recharge, office/deduce, office/historypay: the payments remote app, a bundle of its own (remotes/payments). */
export function PaymentsPage() {
  return <RemoteView app="payments" path={useLocation().pathname} options={REMOTE_BUNDLE_VIEW_OPTIONS} />;
}
