import { globalStyle, style } from '@vanilla-extract/css';
import { vars, widgetRoot } from '../theme';

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rowDate = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  alignItems: 'start',
});

export const group = style([widgetRoot, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

/**
 * The table's box, a size container: in a narrow column (under 30rem) the cells pad less and the
 * headers and names wrap; in a phone's (under 24rem) they pad less again and the change in points gives way to the change in
 * percent beside it, so the table fits without scrolling sideways (at 390 px the change columns were
 * cut off, the header read "Vál"). The figures themselves never wrap.
 */
export const tableBox = style({ containerType: 'inline-size', minWidth: 0 });
const narrow = '(max-width: 30rem)';
const phone = '(max-width: 24rem)';
globalStyle(`${tableBox} th, ${tableBox} td`, {
  '@container': { [narrow]: { paddingInline: vars.space.sm }, [phone]: { paddingInline: vars.space.xs } },
});
globalStyle(`${tableBox} th, ${tableBox} tbody th`, {
  '@container': { [narrow]: { whiteSpace: 'normal', hyphens: 'auto' } },
});
globalStyle(`${tableBox} th:nth-child(3), ${tableBox} td:nth-child(3)`, {
  '@container': { [phone]: { display: 'none' } },
});
