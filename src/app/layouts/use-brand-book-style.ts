import { useMemo, type CSSProperties } from 'react';
import { useSiteConfig } from '../../hooks/services-context';
import { brandBookStyle } from './brand-book';

/** The partner brand book as the layout root's inline style (see brand-book.ts). */
export function useBrandBookStyle(): CSSProperties {
  const { partnerCssBrandBook } = useSiteConfig();
  return useMemo(() => brandBookStyle(partnerCssBrandBook), [partnerCssBrandBook]);
}
