/** B18: only a path of this site under a language prefix is a place to come back to (no open redirect). */
export function safeReturnUrl(url: string | null | undefined): string | null {
  if (!url || !/^\/[a-z]{2}(\/|$|\?)/.test(url) || url.startsWith('//')) return null;
  // Never back to the login or registration forms themselves.
  if (/^\/[a-z]{2}\/(user\/login|registration)(\/|$|\?)/.test(url)) return null;
  return url;
}
