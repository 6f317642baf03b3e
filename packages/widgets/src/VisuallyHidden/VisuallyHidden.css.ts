import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, still read by screen readers (the clip pattern used by Radix and Bootstrap).
 * Not `display: none`, which would hide the text from assistive technology as well.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
