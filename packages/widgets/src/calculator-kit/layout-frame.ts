import type { ReactNode } from 'react';
import type { CalculatorLayoutProps } from './CalculatorLayout';

/** The layout props a calculator passes on as they are: its host's heading level and class. */
export interface FrameProps {
  headingLevel?: 'h1' | 'h2' | undefined;
  className?: string | undefined;
}

/**
 * CalculatorLayout's frame for a calculator: the title and description from its strings, the heading
 * level and class from its host.
 */
export function layoutFrame(
  strings: { title: string; description: ReactNode },
  { headingLevel, className }: FrameProps,
): Pick<CalculatorLayoutProps, 'title' | 'description' | 'headingLevel' | 'className'> {
  return { title: strings.title, description: strings.description, headingLevel, className };
}
