import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cite, HFM_STANDARD, JTM_INCOME_THRESHOLD, requireRule } from '@penzugy/finance-core';
import { RuleNotes } from './RuleNotes';
import { citationsOf } from './rule-notes';

afterEach(cleanup);

const threshold = cite(requireRule(JTM_INCOME_THRESHOLD, '2026-11-28'));
const hfm = cite(requireRule(HFM_STANDARD, '2026-11-28'));

describe('RuleNotes', () => {
  it('names each rule with its value, the day its version took effect and whether it is confirmed', () => {
    render(<RuleNotes rules={[threshold, hfm]} />);
    const items = within(screen.getByRole('list', { name: 'A számítás szabályai' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(threshold.text);
    expect(items[0]!.textContent).toContain('2026. január 1. óta');
    expect(items[1]!.textContent).toContain(hfm.title);
    // No host link builder (an embed without a site): plain text, no links.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says "nem megerősített" exactly for sources that are not official', () => {
    render(<RuleNotes rules={[threshold, hfm]} />);
    for (const [rule, item] of [threshold, hfm].map(
      (r) => [r, document.querySelector(`[data-rule="${r.id}"]`)!] as const,
    )) {
      expect(item.textContent!.includes('nem megerősített')).toBe(rule.source.status !== 'official');
    }
  });

  it("links each title to the rule's methodology entry and reports the rule followed", () => {
    const onFollow = vi.fn();
    render(<RuleNotes rules={[threshold]} methodologyHref={(id) => `/modszertan#${id}`} onFollow={onFollow} />);
    const link = screen.getByRole('link', { name: threshold.title });
    expect(link.getAttribute('href')).toBe(`/modszertan#${threshold.id}`);
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledWith(threshold.id);
  });

  it('refuses a hostile link builder, and draws nothing without rules', () => {
    const { container, rerender } = render(
      <RuleNotes rules={[threshold]} methodologyHref={() => 'javascript:alert(1)'} />,
    );
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    rerender(<RuleNotes rules={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('citationsOf keeps the order asked and leaves out rules not applied', () => {
    expect(citationsOf([threshold, hfm], [hfm.id, 'nincs.ilyen', threshold.id])).toEqual([hfm, threshold]);
  });
});
