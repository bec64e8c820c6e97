// B21 / B27, kept apart from transfer.ts so the header does not load the transfer calls and their schemas.

/**
 * B21 / B27: the transfer modal opens for an authorised user when the config requires it, not on the registration
 * page and not when the address has a transfer query (another flow owns that page).
 */
export function shouldOpenTransfer(input: { authorized: boolean; required: boolean; route: string; search: string }): boolean {
  if (!input.authorized || !input.required) return false;
  if (/^registration(\/|$)/.test(input.route.replace(/^\/+/, ''))) return false;
  return !new URLSearchParams(input.search).has('transfer');
}
