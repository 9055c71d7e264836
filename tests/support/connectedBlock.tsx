// What every connected block does with its query through useBlockState (src/data), tested
// once per block with the same steps: a failed first load shows inline and Retry loads the
// block; a failed refresh keeps the data and marks it stale, a good one clears the mark.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { answerQueue, failWith, renderConnected, type Answer } from './connected';

export interface ConnectedBlockCase {
  /** The endpoint the block reads: '/api/trades'. */
  path: string;
  /** The block, as the tests render it. */
  block: ReactNode;
  /** A good answer, and a text the block shows once it has it. */
  ok: Answer;
  shows: string;
  /** The title of its inline error. */
  errorTitle: string;
  /** How many stale marks it shows after a failed refresh. */
  staleMarks?: number;
  /** Other endpoints the block asks for, answered as they are. */
  others?: RequestHandler[];
}

/** The tests of one connected block's states; returns its answer queue for tests of its own. */
export function describeConnectedBlock(name: string, c: ConnectedBlockCase) {
  const queue = answerQueue(c.path, ...(c.others ?? []));
  describe(`${name} (connected): the states of docs/requirements.md §4.4 and §4.5`, () => {
    it('shows a failed first load inline, with its message; Retry loads it', async () => {
      queue.answers = [failWith(503, 'upstream offline'), c.ok];
      renderConnected(c.block);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(c.errorTitle);
      expect(alert).toHaveTextContent('503: upstream offline');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(c.shows)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('keeps its data and marks it stale when a refresh fails; a good refresh clears the mark', async () => {
      queue.answers = [c.ok, failWith(500, 'Internal Server Error'), c.ok];
      const client = renderConnected(c.block);
      expect(await screen.findByText(c.shows)).toBeVisible();
      await act(() => client.refetchQueries({ queryKey: [c.path] }));
      await waitFor(() => expect(screen.getAllByTestId('stale-mark')).toHaveLength(c.staleMarks ?? 1));
      expect(screen.getAllByTestId('stale-mark')[0]).toHaveTextContent('Stale — last update failed');
      expect(screen.getByText(c.shows)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => client.refetchQueries({ queryKey: [c.path] }));
      await waitFor(() => expect(screen.queryByTestId('stale-mark')).toBeNull());
    });
  });
  return queue;
}
