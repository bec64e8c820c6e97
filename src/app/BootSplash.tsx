/**
 * What shows for the few milliseconds before the first route is ready: the same app shell as index.html (the
 * header bar with the company name where the logo goes), so nothing jumps or flashes while the layout arrives.
 */
export function BootSplash({ companyName }: { companyName?: string }) {
  return (
    <div className="app-shell" aria-busy="true">
      <div className="app-shell-bar">
        <div className="app-shell-inner">
          <span className="app-shell-name">{companyName}</span>
        </div>
      </div>
    </div>
  );
}
