import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

function TextControl(props: {
  hint?: string;
  error?: string;
  liveError?: boolean;
  requiredMark?: boolean;
  extra?: string;
}) {
  return (
    <Field
      label="Név"
      id="nev"
      hint={props.hint}
      error={props.error}
      liveError={props.liveError}
      requiredMark={props.requiredMark}
      describedBy={[props.extra]}
    >
      {(c) => <input id={c.id} aria-invalid={c.invalid || undefined} aria-describedby={c.describedBy} />}
    </Field>
  );
}

describe('Field', () => {
  it('labels the control and describes it by the error, then extra ids, then the hint', () => {
    render(<TextControl hint="Ahogy a személyi igazolványban." error="Adja meg a nevét." extra="egyseg" />);
    const input = screen.getByRole('textbox', { name: 'Név' });
    expect(input).toHaveAttribute('aria-describedby', 'nev-error egyseg nev-hint');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adja meg a nevét. Ahogy a személyi igazolványban.');
    expect(screen.getByRole('alert')).toHaveTextContent('Adja meg a nevét.');
  });

  it('has no description and no alert without hint or error', () => {
    render(<TextControl />);
    const input = screen.getByRole('textbox', { name: 'Név' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an empty polite region for a live error', () => {
    const { container, rerender } = render(<TextControl liveError />);
    const region = container.querySelector('#nev-error');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextControl liveError error="Hibás." />);
    expect(region).toHaveTextContent('Hibás.');
  });

  it('shows the required mark without changing the accessible name', () => {
    render(<TextControl requiredMark />);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Név' })).toBeInTheDocument();
    expect(screen.getByLabelText('Név')).toBeInTheDocument();
  });

  it('draws a group as a fieldset named by its legend', () => {
    render(
      <Field kind="group" label="Válasszon" hint="Egyet." id="g">
        {() => <input type="radio" aria-label="A" />}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Válasszon' });
    expect(group).toHaveAccessibleDescription('Egyet.');
  });
});
