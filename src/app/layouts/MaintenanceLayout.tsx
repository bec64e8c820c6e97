import { StatusLayout } from './StatusLayout';

/** R02 "maintenance": logo, language switcher, the maintenance page in a card, company line. */
export function MaintenanceLayout() {
  return <StatusLayout kind="maintenance" />;
}
