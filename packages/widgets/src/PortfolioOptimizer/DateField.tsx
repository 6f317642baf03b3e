import * as styles from './PortfolioOptimizer.css';

export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  errorId?: string;
  onChange: (value: string) => void;
}

/** A native date input ('' when cleared), keyboard- and screen-reader-friendly in every browser. */
export function DateField({ id, label, value, invalid, errorId, onChange }: DateFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.control}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
