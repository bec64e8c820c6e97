/**
 * What shows for the few milliseconds before the first route is ready: an empty header bar of the real
 * header's height, so the page does not jump when the layout arrives.
 */
export function BootSplash() {
  return (
    <div aria-busy="true" style={{ minHeight: '100vh', background: 'var(--color-bg)' }}>
      <div style={{ height: 'var(--header-height)', background: 'var(--color-bg-elevated)', borderBottom: '1px solid var(--color-border)' }} />
    </div>
  );
}
