import { render, screen } from '@testing-library/react';
import { FIXTURE_NOW } from '../../../mocks/fixtures';
import { SmartBurnProvider } from '../../providers';
import { StatCard } from './StatCard';
import { STAT_VALUE_TITLE_MIN_CHARS } from './sizes';

const renderCard = (ui: React.ReactElement) =>
  render(
    <SmartBurnProvider brand={{ locale: 'en-US' }} motion={{ frozenAt: FIXTURE_NOW }}>
      {ui}
    </SmartBurnProvider>,
  );

/** A card as a user finds it: the article named by its title. */
const card = (name: string) => screen.getByRole('article', { name });
/** The figure of a card: its `value` part (the anatomy's name for it). */
const valueOf = (name: string) => card(name).querySelector('[data-part="value"]') as HTMLElement;

describe('StatCard', () => {
  it('shows the title as a heading, the value and the note', () => {
    renderCard(<StatCard title="Current Balance" value="$1,284,562.37" note="Updated 2 min ago" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Current Balance' })).toBeVisible();
    expect(valueOf('Current Balance')).toHaveTextContent('$1,284,562.37');
    expect(screen.getByText('Updated 2 min ago')).toBeVisible();
  });

  it.each(['gold', 'profit', 'loss', 'neutral'] as const)('carries the %s variant on the value', (tone) => {
    renderCard(<StatCard title="t" value="1" variant={tone} />);
    expect(valueOf('t')).toHaveAttribute('data-tone', tone);
  });

  it('defaults to the gold variant and no stale mark', () => {
    renderCard(<StatCard title="t" value="1" />);
    expect(valueOf('t')).toHaveAttribute('data-tone', 'gold');
    expect(screen.queryByTestId('stale-mark')).toBeNull();
    expect(card('t')).toHaveAttribute('data-state', 'ready');
  });

  it('marks a stale value with the age of the data', () => {
    renderCard(<StatCard title="t" value="1" stale lastSuccessAt={FIXTURE_NOW - 2 * 60_000} />);
    expect(card('t')).toHaveAttribute('data-state', 'stale');
    expect(screen.getByText('Stale — last update failed, data from 2 minutes ago')).toBeVisible();
  });

  it('puts the tooltip on a named info button and the status word in the head', () => {
    renderCard(
      <StatCard title="Smart Burn Pool" value="1" tooltip="Half of the profits" status={<span>稼働中</span>} />,
    );
    expect(screen.getByRole('button', { name: 'About Smart Burn Pool' })).toBeVisible();
    expect(screen.getByText('稼働中')).toBeVisible();
  });

  it('hides a decorative icon from assistive tech', () => {
    renderCard(<StatCard title="Burned" value="1" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { name: 'Burned' })).toBeVisible();
  });

  it('gives a long value its full text as a hover title, a short one none', () => {
    const long = '9'.repeat(10_000);
    renderCard(
      <>
        <StatCard title="a" value={long} />
        <StatCard title="b" value="$1.00" />
        <StatCard title="c" value={<b>{long}</b>} valueText={long} />
      </>,
    );
    expect(valueOf('a')).toHaveAttribute('title', long);
    expect(valueOf('a')).toHaveTextContent(long); // all of it stays in the DOM
    expect(valueOf('b')).not.toHaveAttribute('title');
    expect(valueOf('c')).toHaveAttribute('title', long);
  });

  it('starts adding the title at STAT_VALUE_TITLE_MIN_CHARS characters', () => {
    const at = 'x'.repeat(STAT_VALUE_TITLE_MIN_CHARS);
    renderCard(
      <>
        <StatCard title="a" value={at.slice(1)} />
        <StatCard title="b" value={at} />
      </>,
    );
    expect(valueOf('a')).not.toHaveAttribute('title');
    expect(valueOf('b')).toHaveAttribute('title', at);
  });

  it('renders text from props as text, never as markup', () => {
    renderCard(<StatCard title="<i>t</i>" value={'<img src=x onerror=alert(1)>'} />);
    expect(valueOf('<i>t</i>')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img, i')).toBeNull();
  });

  it('still takes the deprecated tone and testId until the next minor version', () => {
    renderCard(<StatCard title="t" value="1" tone="loss" testId="old" />);
    expect(screen.getByTestId('stat-value-old')).toHaveAttribute('data-tone', 'loss');
    expect(screen.getByTestId('stat-card-old')).toBe(card('t'));
  });
});
