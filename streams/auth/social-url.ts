/** Where the browser goes to sign in with a social provider (the demo OAuth provider), and back to returnUrl after. */
export function socialStartUrl(provider: string, lang: string, returnUrl: string | null): string {
  return `/social-api/oauth/${encodeURIComponent(provider)}/start?lang=${encodeURIComponent(lang)}${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ''}`;
}
