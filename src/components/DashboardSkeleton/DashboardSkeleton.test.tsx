import { render, screen } from '@testing-library/react';
import { SKELETON_BLOCKS } from '../../constants';
import { ThemeProvider, layout } from '../../theme';
import { DashboardSkeleton } from './DashboardSkeleton';

const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

describe('DashboardSkeleton', () => {
  it('is one busy, labelled status: a header, two title bars and 8 blocks', () => {
    render(<DashboardSkeleton />);
    const status = screen.getByRole('status', { name: 'Loading dashboard' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('[data-part="header"]')).toHaveLength(1);
    expect(status.querySelectorAll('[data-part="title-bar"]')).toHaveLength(2);
    expect(status.querySelectorAll('[data-part="block"]')).toHaveLength(SKELETON_BLOCKS);
    expect(SKELETON_BLOCKS).toBe(8);
    // Nothing to read out while it loads: no text at all.
    expect(status).toHaveTextContent(/^$/);
  });

  it("gives each block a loaded card's min-height", () => {
    render(<DashboardSkeleton />);
    const block = document.querySelector('[data-part="block"]') as HTMLElement;
    expect(getComputedStyle(block).minHeight).toBe(`${layout.cardMinHeight}px`);
  });

  it('shimmers only under prefers-reduced-motion: no-preference', () => {
    render(
      <ThemeProvider>
        <DashboardSkeleton />
      </ThemeProvider>,
    );
    const css = cssText();
    const animations = [...css.matchAll(/animation:[^;]*skeleton-shimmer/g)];
    expect(animations.length).toBeGreaterThan(0);
    // Every rule that animates sits inside the motion-ok media query.
    const outside = css.replace(
      /@media \(prefers-reduced-motion: no-preference\)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g,
      '',
    );
    expect(outside).not.toMatch(/animation:[^;]*skeleton-shimmer/);
  });
});
