import { render, screen, within } from '@testing-library/react';
import { colors, layout, shadows } from '../../theme';
import { Card, CardBody, CardGrid, CardHeader, CardTitle, type CardState, type CardVariant } from './Card';

/** Every CSS rule Emotion has inserted so far, as text. */
const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');

/** The rules whose selector names `element`'s Emotion class, without whitespace (Emotion minifies). */
const rulesOf = (element: HTMLElement) => {
  const own = Array.from(element.classList).find((c) => c.startsWith('css-'));
  if (!own) throw new Error('no Emotion class on the element');
  return squash(
    cssText()
      .split('\n')
      .filter((rule) => rule.includes(`.${own}`))
      .join('\n'),
  );
};
const squash = (text: string) => text.replace(/\s+/g, '');

describe('Card', () => {
  it('is an article with a heading, its parts in order', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Current Balance</CardTitle>
          <span>status</span>
        </CardHeader>
        <CardBody>
          <p>$1,284,562.37</p>
        </CardBody>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    expect(within(card).getByRole('heading', { level: 3, name: 'Current Balance' })).toBeVisible();
    expect(card.textContent).toBe('Current Balancestatus$1,284,562.37');
  });

  it('renders the element and heading level it is asked for', () => {
    render(
      <Card as="section" data-testid="card">
        <CardTitle as="h2">Feed</CardTitle>
      </Card>,
    );
    expect(screen.getByTestId('card').tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Feed' })).toBeVisible();
  });

  it.each<[CardState, string | null]>([
    ['ready', null],
    ['loading', 'true'],
    ['stale', null],
  ])('in state %s: aria-busy %s', (state, busy) => {
    render(<Card state={state} data-testid="card" />);
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-state', state);
    expect(card.getAttribute('aria-busy')).toBe(busy);
  });

  it('defaults to the raised variant and the ready state', () => {
    render(<Card data-testid="card" />);
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-tone', 'raised');
    expect(card).toHaveAttribute('data-state', 'ready');
  });

  it.each<CardVariant>(['raised', 'placeholder'])('gives the %s variant the room of a loaded card', (tone) => {
    render(<Card variant={tone} data-testid="card" />);
    expect(getComputedStyle(screen.getByTestId('card')).minHeight).toBe(`${layout.cardMinHeight}px`);
  });

  it('draws the raised card with the card shadow, and a stale one with the loss-red hairline', () => {
    render(<Card data-testid="card" state="stale" />);
    const rules = rulesOf(screen.getByTestId('card'));
    expect(rules).toContain(squash(`box-shadow: ${shadows.card}`));
    expect(rules).toContain(squash(`[data-state='stale']{box-shadow: ${shadows.cardStale}`));
  });

  it('fills a placeholder with the skeleton colour and no card shadow', () => {
    render(<Card variant="placeholder" data-testid="card" />);
    const rules = rulesOf(screen.getByTestId('card'));
    expect(rules).toContain(squash(`background: ${colors.skeleton}`));
    expect(rules).not.toContain('box-shadow');
  });

  it('still takes the deprecated tone until the next minor version', () => {
    render(<Card tone="placeholder" data-testid="card" />);
    expect(screen.getByTestId('card')).toHaveAttribute('data-tone', 'placeholder');
  });

  it('passes other attributes through to each part', () => {
    render(
      <CardGrid aria-label="Figures">
        <Card aria-labelledby="t">
          <CardHeader data-testid="head">
            <CardTitle id="t">Title</CardTitle>
          </CardHeader>
          <CardBody data-testid="body" />
        </Card>
      </CardGrid>,
    );
    expect(screen.getByLabelText('Figures').children).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Title' })).toBeVisible();
    expect(screen.getByTestId('head')).toBeVisible();
    expect(screen.getByTestId('body')).toBeEmptyDOMElement();
  });
});
