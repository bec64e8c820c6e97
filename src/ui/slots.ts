/**
 * The default layout's right column (the coupon's): parts loaded later (the compact toggle, the bookmakers rating)
 * render into it through a portal, so the layout carries no code for them.
 */
export const RIGHT_COLUMN_ID = 'right-column';
