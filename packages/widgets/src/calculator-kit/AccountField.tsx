import { DateField, RadioGroup } from '../fields';
import { ACCOUNT_STRINGS as A, ACCOUNTS, type Account, type AccountState } from './account';
import * as resultStyles from './results.css';

// Marked pure: a top-level call would keep this module in bundles that never draw it (the loan embed).
const OPTIONS = /* @__PURE__ */ ACCOUNTS.map((value) => ({ value, label: A.options[value] }));

export interface AccountFieldProps {
  state: AccountState;
  onWrapperChange: (wrapper: Account) => void;
  onOpenedOnChange: (openedOn: string) => void;
  /** finance-core's refusal of the opening day (its message names the field). */
  error?: string | null | undefined;
  /** The radios' shared name. @default generated, unique on the page */
  name?: string | undefined;
  /** Offer the TBSZ's opening day (a tool whose money went in on a past day opens it then). @default true */
  openedOnField?: boolean | undefined;
  /** Under the radios: how the tool applies the account. */
  hint?: string | undefined;
}

/**
 * 'Számla' above a calculator's results: before tax, or after tax in one of finance-core's wrappers (native
 * radios: arrow keys move between them), with the TBSZ's opening day beside it for a TBSZ. Switching only
 * re-computes the tax on the finished result.
 */
export function AccountField({
  state,
  onWrapperChange,
  onOpenedOnChange,
  error,
  name,
  openedOnField = true,
  hint,
}: AccountFieldProps) {
  return (
    <div className={resultStyles.sideBySide}>
      <RadioGroup<Account>
        label={A.legend}
        name={name}
        options={OPTIONS}
        value={state.wrapper}
        onChange={onWrapperChange}
        layout="stacked"
        hint={hint}
      />
      {openedOnField && state.wrapper === 'tbsz' && (
        <DateField
          name="openedOn"
          label={A.openedOnLabel}
          value={state.openedOn}
          onChange={onOpenedOnChange}
          hint={A.openedOnHint}
          error={error}
        />
      )}
    </div>
  );
}
