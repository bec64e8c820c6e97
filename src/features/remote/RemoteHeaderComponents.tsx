import { useLanguage } from '../../hooks/use-language';
import { REMOTE_HEADER_OPTIONS } from '../../../streams/remote/remote-view';
import { RemoteView } from './RemoteView';

const HEADER_COMPONENTS = ['live-now', 'verify'] as const;

/**
 * The header components of the remote header app (T12: 5 retries 1 s apart): the live-event count and, until the
 * player is verified, the way to the identity check. Shown in the logged-in header; when they cannot be loaded the
 * header stays as it is and the E02 texts go to the footer.
 */
export default function RemoteHeaderComponents() {
  const { lang } = useLanguage();
  return <RemoteView app="header" path={`/${lang}/`} components={HEADER_COMPONENTS} options={REMOTE_HEADER_OPTIONS} inline />;
}
