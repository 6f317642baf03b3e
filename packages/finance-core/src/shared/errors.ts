/**
 * The one error type finance-core throws for bad input.
 *
 * Every public function validates its input before computing, so a caller (a widget, the site, the
 * embed, the portfolio service) can show `message` as it is: it is Hungarian and names the field by
 * its on-screen label. `field` is the input property name, so a form can put the message next to
 * the right control.
 */
export class FinanceInputError extends Error {
  override readonly name = 'FinanceInputError';

  constructor(
    /** The input property that is wrong, e.g. `downPayment`. */
    readonly field: string,
    /** The Hungarian on-screen label of that field, e.g. `Önerő`. */
    readonly label: string,
    /** A full Hungarian sentence naming the field, e.g. `Önerő: nem lehet nagyobb, mint az ingatlan ára.` */
    message: string,
  ) {
    super(message);
  }
}

/** True when `e` is a {@link FinanceInputError} (also across bundle copies, by name). */
export function isFinanceInputError(e: unknown): e is FinanceInputError {
  return e instanceof FinanceInputError || (e instanceof Error && e.name === 'FinanceInputError' && 'field' in e);
}
