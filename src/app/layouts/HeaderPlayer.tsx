import { lazy, Suspense } from 'react';
import { HeaderBalance } from '../../features/office/HeaderBalance';

// What the header shows a logged-in player, composed here because it comes from two features: the remote header
// components (live-now count, the way to verification) and the office's balance with its account menu. The header
// loads this on demand, so the home page of a visitor carries neither.

const RemoteHeaderComponents = lazy(() => import('../../features/remote/RemoteHeaderComponents'));

export default function HeaderPlayer() {
  return (
    <>
      <Suspense fallback={null}><RemoteHeaderComponents /></Suspense>
      <HeaderBalance />
    </>
  );
}
