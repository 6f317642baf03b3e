import { createContext } from 'react';

/**
 * Where portalled content (Radix menus and tooltips) goes: an element inside the widget's shadow
 * root, so it gets the widget's stylesheet and stays out of the host page (see radix-portal.tsx).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);
