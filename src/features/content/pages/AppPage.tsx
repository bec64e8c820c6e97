import { AppInstall } from '../AppInstall';
import { InfoPage } from './InfoPage';

/** mobile, desktop and app-download (R19): the page's text from the store and the install offer. */
export function AppPage() {
  return <InfoPage after={<AppInstall />} />;
}
