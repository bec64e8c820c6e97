import { ActivatePage } from './ActivatePage';

export function EmailActivatePage() {
  return <ActivatePage kind="email" />;
}

export function StopNewsletterPage() {
  return <ActivatePage kind="newsletter" />;
}
