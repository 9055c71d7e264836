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

describe('StatCard', () => {
  it('shows the title as a heading, the value and the note', () => {
    renderCard(<StatCard title="Current Balance" value="$1,284,562.37" note="Updated 2 min ago" testId="b" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Current Balance' })).toBeVisible();
    expect(screen.getByTestId('stat-value-b')).toHaveTextContent('$1,284,562.37');
    expect(screen.getByText('Updated 2 min ago')).toBeVisible();
  });

  it.each(['gold', 'profit', 'loss', 'neutral'] as const)('carries the %s tone on the value', (tone) => {
    renderCard(<StatCard title="t" value="1" tone={tone} testId="v" />);
    expect(screen.getByTestId('stat-value-v')).toHaveAttribute('data-tone', tone);
  });

  it('defaults to the gold tone and no stale mark', () => {
    renderCard(<StatCard title="t" value="1" testId="v" />);
    expect(screen.getByTestId('stat-value-v')).toHaveAttribute('data-tone', 'gold');
    expect(screen.queryByTestId('stale-mark')).toBeNull();
    expect(screen.getByTestId('stat-card-v')).toHaveAttribute('data-stale', 'false');
  });

  it('marks a stale value with the age of the data', () => {
    renderCard(<StatCard title="t" value="1" stale lastSuccessAt={FIXTURE_NOW - 2 * 60_000} testId="v" />);
    expect(screen.getByTestId('stat-card-v')).toHaveAttribute('data-stale', 'true');
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
        <StatCard title="a" value={long} testId="long" />
        <StatCard title="b" value="$1.00" testId="short" />
        <StatCard title="c" value={<b>{long}</b>} valueText={long} testId="node" />
      </>,
    );
    expect(screen.getByTestId('stat-value-long')).toHaveAttribute('title', long);
    expect(screen.getByTestId('stat-value-long')).toHaveTextContent(long); // all of it stays in the DOM
    expect(screen.getByTestId('stat-value-short')).not.toHaveAttribute('title');
    expect(screen.getByTestId('stat-value-node')).toHaveAttribute('title', long);
  });

  it('starts adding the title at STAT_VALUE_TITLE_MIN_CHARS characters', () => {
    const at = 'x'.repeat(STAT_VALUE_TITLE_MIN_CHARS);
    renderCard(
      <>
        <StatCard title="a" value={at.slice(1)} testId="below" />
        <StatCard title="b" value={at} testId="at" />
      </>,
    );
    expect(screen.getByTestId('stat-value-below')).not.toHaveAttribute('title');
    expect(screen.getByTestId('stat-value-at')).toHaveAttribute('title', at);
  });

  it('renders text from props as text, never as markup', () => {
    renderCard(<StatCard title="<i>t</i>" value={'<img src=x onerror=alert(1)>'} testId="v" />);
    expect(screen.getByTestId('stat-value-v')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img, i')).toBeNull();
  });
});
