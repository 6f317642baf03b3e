import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  ALL_RULES,
  CONFIRMATION_LABELS,
  formatDate,
  isIsoDate,
  RULE_AREA_TITLES,
  RULES_CHECKED,
  RULES_DATE_LABEL,
  ruleHistory,
  ruleOn,
  rulesInForce,
  todayInHungary,
  type Rule,
  type RuleArea,
  type RuleSource,
} from '@penzugy/finance-core';
import { DateField, safeHref, VisuallyHidden } from '@penzugy/widgets';
import { HydrationSlice } from '../../shell/HydrationSlice';
import { PageHeader } from '../common/states';
import * as pageStyles from '../common/pages.css';
import * as styles from './methodology.css';
import { METHOD_NOTES, METHODOLOGY_TEXT as T } from './strings';

/** The query parameter of the day tool (`/modszertan?nap=2025-12-31`). */
export const DAY_PARAM = 'nap';

const areas = Object.keys(RULE_AREA_TITLES) as RuleArea[];

/** `2026. január 1. óta`, or a closed span `2023. július 1. – 2025. december 31.` */
function span(from: string, until?: string): string {
  return until ? `${formatDate(from)} – ${formatDate(until)}` : `${formatDate(from)} óta`;
}

function StatusBadge({ source }: { source: RuleSource }) {
  return (
    <span className={source.status === 'official' ? styles.confirmed : styles.unconfirmed}>
      {CONFIRMATION_LABELS[source.status]}
    </span>
  );
}

function SourceFacts({ source }: { source: RuleSource }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{T.legalRef}</dt>
      <dd className={styles.detail}>
        <a href={safeHref(source.url)} rel="noopener noreferrer">
          {source.legalRef}
        </a>
      </dd>
      {source.readAt && (
        <>
          <dt className={styles.term}>{T.readAt}</dt>
          <dd className={styles.detail}>
            <a href={safeHref(source.readAt)} rel="noopener noreferrer">
              {new URL(source.readAt).hostname.replace(/^www\./, '')}
            </a>
          </dd>
        </>
      )}
      <dt className={styles.term}>{T.status}</dt>
      <dd className={styles.detail}>
        <StatusBadge source={source} /> ({T.checkedOn} {formatDate(source.checked)})
      </dd>
      {source.note && (
        <>
          <dt className={styles.term}>{T.note}</dt>
          <dd className={styles.detail}>{source.note}</dd>
        </>
      )}
    </dl>
  );
}

function RuleEntry({ rule, today }: { rule: Rule<unknown>; today: string }) {
  const now = ruleOn(rule, today);
  const history = ruleHistory(rule);
  return (
    <article id={rule.id} className={styles.rule} aria-labelledby={`${rule.id}-title`}>
      <h3 id={`${rule.id}-title`} className={styles.ruleTitle}>
        {rule.title}
      </h3>
      <p className={styles.current}>
        {now ? (
          <>
            <strong>{now.text}</strong> ({span(now.from, now.until)})
          </>
        ) : (
          T.notInForce
        )}
      </p>
      {now && <SourceFacts source={now.source} />}
      {history.length > 1 && (
        <div className={styles.scroll}>
          <table className={styles.history}>
            <caption>
              <VisuallyHidden>{`${rule.title}: ${T.history}`}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{T.period}</th>
                <th scope="col">{T.value}</th>
                <th scope="col">{T.source}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((v) => (
                <tr key={v.from}>
                  <th scope="row">{span(v.from, v.until)}</th>
                  <td>{'repealed' in v ? T.repealed : v.text}</td>
                  <td>
                    {'repealed' in v ? (
                      '–'
                    ) : (
                      <a href={safeHref(v.source.readAt ?? v.source.url)} rel="noopener noreferrer">
                        {v.source.legalRef}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

/** The rules in force on a day the visitor chose, as one table linking to each rule. */
function DayTool() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(DAY_PARAM) ?? '';
  const valid = isIsoDate(asked);
  return (
    <section aria-labelledby="rules-on-day">
      <h2 id="rules-on-day" className={pageStyles.sectionTitle}>
        {T.dayTitle}
      </h2>
      <p>{T.dayLead}</p>
      <div className={styles.dayTool}>
        <DateField
          label={RULES_DATE_LABEL}
          value={asked}
          error={asked && !valid ? T.dayInvalid : null}
          onChange={(value) =>
            setParams(
              (p) => {
                if (value) p.set(DAY_PARAM, value);
                else p.delete(DAY_PARAM);
                return p;
              },
              { replace: true },
            )
          }
        />
      </div>
      {valid && (
        <div className={styles.scroll}>
          <table className={styles.history}>
            <caption>{`${T.inForceOn} ${formatDate(asked)}`}</caption>
            <thead>
              <tr>
                <th scope="col">{T.rule}</th>
                <th scope="col">{T.value}</th>
                <th scope="col">{T.period}</th>
              </tr>
            </thead>
            <tbody>
              {rulesInForce(asked).map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <a href={`#${r.id}`}>{r.title}</a>
                  </th>
                  <td>{r.text}</td>
                  <td>{span(r.from, r.until)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Módszertan (docs/rules.md): how the calculators count, and every regulatory figure they use with its
 * history, legal source and how far it is confirmed. A figure's rule link lands on the rule's anchor
 * (`/modszertan#debtBrake.jtmIncomeThreshold`).
 */
export default function MethodologyPage() {
  const today = todayInHungary();
  // A rule note's link (`/modszertan#<rule id>`) arrives by client-side navigation (shell/useInternalLinks.ts)
  // before this page's chunk has drawn the entry, so nothing jumps to it: bring it into view once drawn.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  // The long date ends in its own full stop ('2026. november 28.'), which ends the sentence too.
  const lead = `${T.lead} ${T.checked} ${formatDate(RULES_CHECKED)}`;
  return (
    <>
      <PageHeader title={T.title} lead={lead} />
      <nav aria-label={T.contents}>
        <ul className={styles.contents}>
          <li>
            <a href="#hogyan-szamolunk">{T.howTitle}</a>
          </li>
          {areas.map((area) => (
            <li key={area}>
              <a href={`#terulet-${area}`}>{RULE_AREA_TITLES[area]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="hogyan-szamolunk">
        <h2 id="hogyan-szamolunk" className={pageStyles.sectionTitle}>
          {T.howTitle}
        </h2>
        {METHOD_NOTES.map((note) => (
          <div key={note.title}>
            <h3 className={styles.ruleTitle}>{note.title}</h3>
            <p>{note.text}</p>
            {note.formula && <p className={styles.formula}>{note.formula}</p>}
          </div>
        ))}
      </section>
      <DayTool />
      {areas.map((area) => {
        const rules = ALL_RULES.filter((r) => r.area === area);
        if (rules.length === 0) return null;
        return (
          <section key={area} aria-labelledby={`terulet-${area}`}>
            <h2 id={`terulet-${area}`} className={pageStyles.sectionTitle}>
              {RULE_AREA_TITLES[area]}
            </h2>
            {rules.map((rule) => (
              // Each entry hydrates in a task of its own: the whole list took one long task.
              <HydrationSlice key={rule.id}>
                <RuleEntry rule={rule} today={today} />
              </HydrationSlice>
            ))}
          </section>
        );
      })}
    </>
  );
}
