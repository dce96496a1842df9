import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BookOpen, Calculator, FlaskConical, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { SUBJECT_ICONS } from '@brightpath/shared/subjects';
import { SubjectIcon } from './subject-icon';

const markup = (ui: ReactElement) => render(ui).container.innerHTML;

describe('SubjectIcon', () => {
  // The catalogue's names are not always lucide's: 'flask' is the conical flask, 'tools' the wrench.
  it.each([
    ['calculator', Calculator],
    ['flask', FlaskConical],
    ['tools', Wrench],
  ] as const)('draws the %s of the catalogue', (name, Expected) => {
    expect(markup(<SubjectIcon icon={name} className="h-6 w-6" />)).toBe(markup(<Expected className="h-6 w-6" aria-hidden />));
  });

  it('gives every catalogue name its own icon', () => {
    const drawn = SUBJECT_ICONS.map((name) => markup(<SubjectIcon icon={name} />));
    expect(new Set(drawn).size).toBe(SUBJECT_ICONS.length);
  });

  it('is hidden from assistive technology and keeps the size it is given', () => {
    const { container } = render(<SubjectIcon icon="calculator" className="h-6 w-6" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('h-6', 'w-6');
  });

  it('draws the open book for a name the catalogue does not have', () => {
    expect(markup(<SubjectIcon icon="rocket" />)).toBe(markup(<BookOpen aria-hidden />));
  });
});
