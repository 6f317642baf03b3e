import { Button, Card } from '@penzugy/widgets';
import type { AttributeProblem } from '../config/schema';
import { CONFIG_STRINGS } from '../config/strings';
import * as styles from './embed.css';
import { RUNTIME_STRINGS as S } from './strings';

/** Values longer than this are cut in the card (a pasted paragraph must not flood the page). */
const MAX_SHOWN_VALUE = 80;

const shown = (value: string) => (value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value);

/**
 * Shown instead of the widget when settings are bad: every bad attribute with its value and why.
 * Values are rendered as text (React escapes them), never as HTML.
 */
export function ConfigProblemCard({ problems }: { problems: readonly AttributeProblem[] }) {
  return (
    <Card title={CONFIG_STRINGS.cardTitle} description={CONFIG_STRINGS.cardIntro}>
      <ul className={styles.problemList}>
        {problems.map((p, i) => (
          <li key={i}>
            {p.attribute !== '' && (
              <>
                <code className={styles.attributeName}>
                  {p.value === null ? p.attribute : `${p.attribute}="${shown(p.value)}"`}
                </code>
                {p.defaultValue !== undefined && ` (${CONFIG_STRINGS.defaultValue(p.defaultValue)})`}
                {' – '}
              </>
            )}
            {p.message}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Shown instead of a widget that threw while rendering; the rest of the page keeps working. */
export function CrashCard({ onRetry }: { onRetry: () => void }) {
  return (
    <Card title={S.crash.title} role="alert">
      <p className={styles.problemText}>{S.crash.text}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          {S.crash.retry}
        </Button>
      </div>
    </Card>
  );
}
