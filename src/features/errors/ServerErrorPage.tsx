import { ErrorView } from './ErrorView';

/** The /{lang}/500 route (R17): where other parts of the site send a visitor after a server failure. */
export function ServerErrorPage() {
  return <ErrorView status={500} />;
}
