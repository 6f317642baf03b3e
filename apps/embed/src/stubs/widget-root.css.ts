/**
 * The widgets' root class (packages/widgets/src/theme/widget-root.css.ts), empty: its rules paint a
 * widget that has no theme root above it, with the dark theme's values set on `:root`. In the embed
 * every widget sits in a theme root inside a shadow root, where `:root` matches nothing, and an empty
 * class adds nothing to the classes it is composed into.
 */
export const widgetRoot = '';
