'use client';

import { css } from '@emotion/react';
import { forwardRef, useMemo, type ElementType, type HTMLAttributes } from 'react';
import { TYPEWRITER_PHRASES } from '../../constants';
import { useMotion } from '../../motion';
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
import { typewriterFrame } from './typewriterFrame';
import { keyframesCss, typewriterTimeline, type TimelineStop } from './typewriterTimeline';

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
  @keyframes caret-blink {
    50% {
      opacity: 0;
    }
  }
`);
// The typed line: every character, shown or hidden by opacity alone, so no keystroke moves the
// others or lays anything out again.
const letters = css(`
  position: relative;
  & [data-shown='false'] {
    opacity: 0;
  }
`);
const letter = css(`
  position: relative;
`);
// The caret after a character, out of the flow: where it stands changes nothing else's place.
// From the character's top with the font's own line height, the slot's baseline is the
// character's, so the caret sits on the line as an inline one would.
const caretSlotStyle = css(`
  position: absolute;
  left: 100%;
  top: 0;
  line-height: normal;
  white-space: nowrap;
  /* Before the first character: at the line's start. */
  &[data-at-start] {
    left: 0;
  }
`);

/** A short, stable name part for one set of phrases: keyframe names are global. */
function phrasesKey(phrases: readonly string[]): string {
  let hash = 5381;
  for (const ch of phrases.join('\u0000')) hash = ((hash * 33) ^ (ch.codePointAt(0) as number)) >>> 0;
  return hash.toString(36);
}

/**
 * The loop as CSS: one @keyframes per character and per caret position, applied while the root
 * says it types (`data-typing`) and motion is welcome. The browser runs it alone: a keystroke
 * costs no script and no React render, only an opacity change (docs/requirements.md §11.4).
 */
function loopCss(phrases: readonly string[]): string {
  const { loopMs, letters, carets } = typewriterTimeline(phrases);
  const key = phrasesKey(phrases);
  const rules: string[] = [];
  const add = (id: string, stops: TimelineStop[]) => {
    const name = `sb-tw-${key}-${id}`;
    rules.push(keyframesCss(name, stops), `&[data-typing='true'] [data-tw='${id}']{animation-name:${name}}`);
  };
  letters.forEach((phrase, k) => phrase.forEach((stops, i) => add(`l${k}-${i}`, stops)));
  carets.forEach((phrase, k) => phrase.forEach((stops, j) => add(`c${k}-${j}`, stops)));
  return `${mq.motionOk} {
    &[data-typing='true'] [data-tw] {
      animation: ${loopMs}ms ${motionVars.easing.step} infinite;
    }
    &[data-typing='true'] [data-caret] {
      animation: caret-blink ${motionVars.duration.loopBlink} ${motionVars.easing.step} infinite;
    }
    ${rules.join('\n')}
  }`;
}

/**
 * 'SMART TRADING POOL' and its Japanese equivalent, typed and deleted in a loop (150 ms
 * per character, 3 s pause, deletion twice as fast). Screen readers always get the full
 * English phrase; the moving letters are hidden from them. Still under reduced or paused
 * motion and in frozen stories.
 *
 * Every character of every phrase is in the markup; CSS animations show and hide them
 * (typewriterTimeline), starting from the whole first phrase: the server's markup is the loop's
 * first frame, and hydration only sets `data-typing`.
 */
export const Typewriter = forwardRef<HTMLElement, TypewriterProps>(function Typewriter(
  { phrases = TYPEWRITER_PHRASES, at, as: Tag = 'span', ...rest },
  ref,
) {
  const { animate } = useMotion();
  const running = animate && at === undefined;
  const loop = useMemo(() => css(loopCss(phrases)), [phrases]);

  const full = phrases[0] ?? '';
  // The still frame: `at` when given, else the first phrase whole with its caret.
  const frame = at === undefined ? null : typewriterFrame(at, phrases);
  const shownPhrase = frame ? frame.phraseIndex : 0;
  const shownLength = frame ? [...frame.text].length : [...full].length;
  const caretSlot = (k: number, j: number) => (
    <span
      css={caretSlotStyle}
      data-tw={`c${k}-${j}`}
      data-shown={k === shownPhrase && j === shownLength}
      data-at-start={j === 0 ? '' : undefined}
    >
      <span css={caret} data-caret="" />
    </span>
  );
  return (
    <Tag ref={ref} css={[stack, loop]} data-typing={running} {...rest}>
      <span css={visuallyHidden}>{full}</span>
      <span aria-hidden="true" css={sizer}>
        {full}
        <span css={caret} />
      </span>
      {phrases.map((phrase, k) => (
        <span key={k} aria-hidden="true" lang={k !== 0 ? 'ja' : undefined} css={line}>
          <span css={sizer}>
            {phrase}
            <span css={caret} />
          </span>
          <span css={letters} data-testid={k === 0 ? 'typewriter-letters' : undefined}>
            {caretSlot(k, 0)}
            {[...phrase].map((char, i) => (
              <span key={i} css={letter} data-tw={`l${k}-${i}`} data-shown={k === shownPhrase && i < shownLength}>
                {char}
                {caretSlot(k, i + 1)}
              </span>
            ))}
          </span>
        </span>
      ))}
    </Tag>
  );
});
Typewriter.displayName = 'Typewriter';
