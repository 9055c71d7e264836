import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('alerts with the title and the failed request message', () => {
    render(<ErrorPanel title="The dashboard could not be loaded" message="500: Internal Server Error" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    expect(alert).toHaveTextContent('500: Internal Server Error');
  });

  it('has a default title and no button without onRetry', () => {
    render(<ErrorPanel message="503: Service Unavailable" />);
    expect(screen.getByText('Something went wrong')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel message="500: Internal Server Error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the button while a retry is under way', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel message="500: Internal Server Error" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Retrying…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('marks the small size for styling', () => {
    render(<ErrorPanel message="x" size="sm" />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('alert')).toHaveAttribute('data-compact', 'true');
  });

  it('still takes the deprecated compact until the next minor version', () => {
    render(<ErrorPanel message="x" compact />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-size', 'sm');
  });

  it('takes its button texts as props', () => {
    const { rerender } = render(<ErrorPanel message="x" onRetry={() => {}} retryLabel="Try again" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    rerender(<ErrorPanel message="x" onRetry={() => {}} retrying retryingLabel="Trying…" />);
    expect(screen.getByRole('button', { name: 'Trying…' })).toBeDisabled();
  });
});
