import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme';

/** The theme's spacing scale, plus 0 for the many `margin: 0` resets. */
const space = { 0: '0', ...vars.space };

/**
 * Layout atoms on the theme's spacing tokens: one class per property and value, so layouts that
 * repeat `display: flex; gap: …; margin: 0` share classes instead of each writing its own style.
 */
const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

export const sprinkles = createSprinkles(layoutProperties);

/** The props `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A spacing step of the theme (or 0). */
export type Space = keyof typeof space;
