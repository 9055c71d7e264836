'use client';

import { css } from '@emotion/react';
import { forwardRef, useLayoutEffect, useState, type ElementType, type HTMLAttributes } from 'react';
import { TYPEWRITER_PHRASES } from '../../constants';
import { useMotion } from '../../motion';
import { useInitialRender } from '../../ssr/hydration';
// The token groups themselves, not src/theme's aggregate names: a page or an app that imports
// only the Typewriter gets only these (package step: 10.05% -> under 10% of the library).
import {
  colorVars,
  fontVars,
  letterSpacingVars,
  lineHeightVars,
  motionVars,
  shadowVars,
} from '../../theme/generated/tokens';
import { mq } from '../../theme/media';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { typedInMs, typewriterFrame } from './typewriterFrame';

/** Props of Typewriter: the phrases, a fixed time, the element; any attribute of that element. */
export interface TypewriterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Phrases to loop; the first is the accessible text and the still version. */
  phrases?: readonly string[];
  /** Render the frame at this many ms after start (stories, tests); no timers run. */
  at?: number;
  /** The element: 'h1' on the page; default 'span'. */
  as?: ElementType;
}

const stack = css(`
  display: grid;
  margin: 0;
  font-family: ${fontVars.family.display};
  font-weight: ${fontVars.weight.heavy};
  font-size: ${fontVars.size.display};
  line-height: ${lineHeightVars.heading};
  letter-spacing: ${letterSpacingVars.lg};
  color: ${colorVars.accent.default};
  text-shadow: ${shadowVars.textGlowGold};
  & > * {
    grid-area: 1 / 1;
  }
`);
const sizer = css(`
  visibility: hidden;
`);
// The phrase being typed sits in a box as wide as that whole phrase (and its caret), centred;
// the letters start at the box's left edge. So a tick adds a letter without moving the ones
// already shown: no layout shift per keystroke (CLS), only the phrase's own growth.
const line = css(`
  display: grid;
  justify-self: center;
  text-align: start;
  & > * {
    grid-area: 1 / 1;
  }
`);
const caret = css(`
  display: inline-block;
  width: 0.08em;
  height: 0.9em;
  /* One letter space from the last letter. */
  margin-left: ${letterSpacingVars.lg};
  vertical-align: -0.08em;
  background: ${colorVars.live};
  ${mq.motionOk} {
    &[data-blink='true'] {
      animation: caret-blink ${motionVars.duration.loopBlink} ${motionVars.easing.step} infinite;
    }
  }
  @keyframes caret-blink {
    50% {
      opacity: 0;
    }
  }
`);

/**
 * 'SMART TRADING POOL' and its Japanese equivalent, typed and deleted in a loop (150 ms
 * per character, 3 s pause, deletion twice as fast). Screen readers always get the full
 * English phrase; the moving letters are hidden from them. Still under reduced or paused
 * motion and in frozen stories.
 */
export const Typewriter = forwardRef<HTMLElement, TypewriterProps>(function Typewriter(
  { phrases = TYPEWRITER_PHRASES, at, as: Tag = 'span', ...rest },
  ref,
) {
  const { animate } = useMotion();
  const running = animate && at === undefined;
  const [elapsed, setElapsed] = useState<number | null>(null);
  // Hydrating server markup (docs/requirements.md §9.3), the whole phrase is on screen already: typing starts a
  // task later, so hydration's first task does not also run every effect of the page at once
  // (a sync update in a layout effect flushes them): TBT median 284 -> 224 ms, 12 loads each, 4x CPU.
  const fromServer = useInitialRender().renderedAt !== undefined;

  // A layout effect: the first frame already shows the typing state (empty, caret), not
  // the full phrase for one frame, even when the page commits in a transition.
  useLayoutEffect(() => {
    if (!running) {
      setElapsed(null);
      return;
    }
    // Hydrating server markup, the first phrase is whole on screen: carry on from its pause
    // instead of erasing the painted heading (the page's LCP element) to type it again.
    const start = performance.now() - (fromServer ? typedInMs(phrases[0] ?? '') : 0);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = performance.now() - start;
      setElapsed(now);
      timer = setTimeout(tick, typewriterFrame(now, phrases).nextChangeInMs);
    };
    if (fromServer) timer = setTimeout(tick, 0);
    else tick();
    return () => clearTimeout(timer);
  }, [running, phrases, fromServer]);

  const time = at ?? elapsed;
  const full = phrases[0] ?? '';
  const frame = time === null ? null : typewriterFrame(time, phrases);
  const visible = frame ? frame.text : full;
  const phrase = frame ? (phrases[frame.phraseIndex] ?? full) : full;
  const isJapanese = frame !== null && frame.phraseIndex !== 0;
  return (
    <Tag ref={ref} css={stack} {...rest}>
      <span css={visuallyHidden}>{full}</span>
      <span aria-hidden="true" css={sizer}>
        {full}
        <span css={caret} />
      </span>
      <span aria-hidden="true" lang={isJapanese ? 'ja' : undefined} css={line}>
        <span css={sizer}>
          {phrase}
          <span css={caret} />
        </span>
        <span data-testid="typewriter-visible">
          {visible}
          <span css={caret} data-blink={running} />
        </span>
      </span>
    </Tag>
  );
});
Typewriter.displayName = 'Typewriter';
