/**
 * The default layout's right column (the coupon's): parts loaded later (the compact toggle, the bookmakers rating)
 * render into it through a portal, so the layout carries no code for them.
 */
export const RIGHT_COLUMN_ID = 'right-column';

/** The coupon in the right column: the skip link and the Alt+C shortcut lead to it (src/ui/coupon-focus.ts, src/features/shell/use-coupon-shortcut.ts). */
export const COUPON_ID = 'coupon';
