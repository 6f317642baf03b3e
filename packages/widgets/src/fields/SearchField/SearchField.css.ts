import { globalStyle, style } from '@vanilla-extract/css';
import { controlHeight, vars } from '../../theme';
import { controlClass } from '../Field';

/** The box and its clear button, which sits inside the box's end. */
export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([controlClass, { width: '100%' }]);

/** With a clear button, the text stops before it. */
export const inputClearable = style({ paddingInlineEnd: controlHeight.regular });
// The field's clear button replaces the browser's own.
globalStyle(`${inputClearable}::-webkit-search-cancel-button`, { display: 'none' });

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  minWidth: controlHeight.small,
});
