/**
 * The widgets' root class (packages/widgets/src/theme/widget-root.css.ts) without its rules: those
 * paint a widget that has no theme root above it, with the dark theme's values set on `:root`. In
 * the embed every widget sits in a theme root inside a shadow root, where `:root` matches nothing.
 */
import { style } from '@vanilla-extract/css';

export const widgetRoot = style({});
