/**
 * Story helpers of the calculators. Test support only: reached by path, never through the folder's index,
 * so storybook/test stays out of the runtime bundle.
 */
import { fn, userEvent, type within } from 'storybook/test';
import { retype as retypeWith } from '../test-support';

/** Every calculator story records the events and changes it emits. */
export const calculatorStoryArgs = () => ({ onEvent: fn(), onChange: fn() });

/** The form calculators' (home loan, rent or buy) controlled value and glossary builder have no control to edit. */
export const FORM_CALCULATOR_ARG_TYPES = {
  value: { control: false },
  defaultValue: { control: 'object' },
  glossaryLink: { control: false },
} as const;

/** Replaces a field's text the way a user would, with storybook's `userEvent`. */
export const retype = (canvas: ReturnType<typeof within>, name: string, text: string) =>
  retypeWith(canvas, userEvent, name, text);
