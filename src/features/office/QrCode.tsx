import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './office.module.css';

/**
 * A QR code as one SVG path of its dark modules with the standard four-module quiet zone (uqr does the encoding).
 * No canvas, no data: URL and no inline style, so it needs nothing the page's CSP does not allow. Only the lazy
 * office security page imports it, so the encoder stays out of the home page's JavaScript.
 */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }));
    return { path: d, size: qr.size };
  }, [text]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="currentColor" />
    </svg>
  );
}
