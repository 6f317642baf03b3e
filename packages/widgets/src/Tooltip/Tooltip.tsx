import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useEffect, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { useThemeClass } from '../theme';
import {
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_LONG_PRESS_SHOW_DELAY_MS,
  TOOLTIP_SHOW_DELAY_MS,
  TOOLTIP_TOUCH_END_HIDE_DELAY_MS,
} from './constants';
import * as styles from './Tooltip.css';

/** Sides the tooltip can open on. */
export const TOOLTIP_SIDES = ['top', 'right', 'bottom', 'left'] as const;

export interface TooltipProps {
  /** The tooltip text; it becomes the trigger's accessible description while shown. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link), so keyboard focus can open the tooltip. */
  children: ReactElement;
  /** Side of the trigger to open on. @default 'top' */
  side?: (typeof TOOLTIP_SIDES)[number] | undefined;
  /** Alignment along that side. @default 'center' */
  align?: 'start' | 'center' | 'end' | undefined;
  /** Hover/focus show delay, ms. @default 0 (docs/product.md#dropdowns) */
  showDelay?: number | undefined;
  /** Hide delay after the pointer leaves or focus moves on, ms. @default 0 (docs/product.md#dropdowns) */
  hideDelay?: number | undefined;
  /** How long a touch must be held to show it, ms. @default 500 (docs/product.md#dropdowns) */
  longPressDelay?: number | undefined;
  /** How long it stays after the touch ends, ms. @default 1500 (docs/product.md#dropdowns) */
  touchHideDelay?: number | undefined;
  /** Extra class names for the tooltip bubble. */
  className?: string | undefined;
}

/**
 * A tooltip on Radix Tooltip, with the timings of docs/product.md#dropdowns. Hover and keyboard focus open it at
 * once; Escape, blur and pointer leave close it. Radix ignores touch, so touch is added here: holding
 * the trigger for 500 ms opens it and it hides 1500 ms after the finger lifts. The bubble is portalled
 * and carries the theme class, or it would lose the theme's colours (ThemeRoot.tsx, useThemeClass).
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  showDelay = TOOLTIP_SHOW_DELAY_MS,
  hideDelay = TOOLTIP_HIDE_DELAY_MS,
  longPressDelay = TOOLTIP_LONG_PRESS_SHOW_DELAY_MS,
  touchHideDelay = TOOLTIP_TOUCH_END_HIDE_DELAY_MS,
  className,
}: TooltipProps) {
  const themeClass = useThemeClass();
  const [open, setOpen] = useState(false);
  const longPressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True while a long press owns the tooltip: Radix's close requests (pointer leave, click) wait for our timer. */
  const touchOpened = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(longPressTimer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );

  const handleOpenChange = (next: boolean) => {
    if (!next && touchOpened.current) return;
    clearTimeout(hideTimer.current);
    if (next || hideDelay <= 0) setOpen(next);
    else hideTimer.current = setTimeout(() => setOpen(false), hideDelay);
  };

  const releaseTouch = () => {
    touchOpened.current = false;
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    clearTimeout(longPressTimer.current);
    clearTimeout(hideTimer.current);
    longPressTimer.current = setTimeout(() => {
      touchOpened.current = true;
      setOpen(true);
    }, longPressDelay);
  };

  const onTouchEnd = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    clearTimeout(longPressTimer.current);
    if (!touchOpened.current) return;
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      touchOpened.current = false;
      setOpen(false);
    }, touchHideDelay);
  };

  return (
    <RadixTooltip.Provider delayDuration={showDelay} skipDelayDuration={0}>
      <RadixTooltip.Root open={open} onOpenChange={handleOpenChange}>
        <RadixTooltip.Trigger
          asChild
          className={styles.trigger}
          onPointerDown={onPointerDown}
          onPointerUp={onTouchEnd}
          onPointerCancel={onTouchEnd}
          // The long press that opened the tooltip should not also open the browser's context menu.
          onContextMenu={(e) => {
            if (touchOpened.current) e.preventDefault();
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={`${themeClass} ${styles.content}${className ? ` ${className}` : ''}`}
            onEscapeKeyDown={releaseTouch}
            onPointerDownOutside={releaseTouch}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
