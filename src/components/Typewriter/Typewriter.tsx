'use client';

import { css } from '@emotion/react';
import {
  forwardRef,
  Fragment,
  useContext,
  useId,
  useMemo,
  useSyncExternalStore,
  type ElementType,
  type HTMLAttributes,
} from 'react';
import { TYPEWRITER_PHRASES } from '../../constants';
import { useMotion } from '../../motion';
// The token groups themselves, not src/theme's aggregate names: an app that imports only the
// Typewriter then bundles only these.
import {
  colorVars,
  fontVars,
  letterSpacingVars,
  lineHeightVars,
  motionVars,
  shadowVars,
} from '../../theme/generated/tokens';
import { StyleNonceContext } from '../../theme/styleNonce';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { TypewriterLoopContext } from './loopContext';
import { typewriterFrame } from './typewriterFrame';

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
// The caret: one per place it can stand in each phrase (before the first character and after
// each), in the flow but taking no room: a letter space after the character before it, and
// a negative margin gives its space back, so the characters stand where they would without it.
const CARET_WIDTH = '0.08em';
const CARET_REACH = `calc(${letterSpacingVars.lg} + ${CARET_WIDTH})`;
const CARET_REACH_BACK = `calc(-1 * ${CARET_REACH})`;
// Carets and words are styled from the root by their data attributes, so each is a plain
// element, not one more Emotion element to render and hydrate.
const caret = css(`
  & [data-tw^='c'] {
    display: inline-block;
    width: ${CARET_WIDTH};
    height: 0.9em;
    margin-left: ${letterSpacingVars.lg};
    margin-right: ${CARET_REACH_BACK};
    vertical-align: -0.08em;
    background: ${colorVars.live};
  }
`);
// A phrase's line: its characters and carets, centred in the one grid cell all phrases share
// and as wide as the phrase and a caret after it; the characters start at its left edge.
// Characters and carets are shown or hidden by opacity alone, so no keystroke moves the others
// (CLS) or lays anything out again.
const line = css(`
  justify-self: center;
  padding-right: ${CARET_REACH};
  text-align: start;
  & [data-shown='false'] {
    opacity: 0;
  }
`);
// A word's characters and carets: a caret is an inline box, and the line may break beside one,
// so a word keeps to one line as it would as plain text (CJK characters break anywhere, as theirs do).
const word = css(`
  & [data-word] {
    white-space: nowrap;
  }
`);

/** Characters a line breaks between as it likes (CJK, kana, full-width forms), and spaces. */
const BREAKS_ANYWHERE = /[\s\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;

/** The indices of `chars` in runs: a word (kept on one line) or one character that breaks anywhere. */
function runsOf(chars: readonly string[]): { word: boolean; indices: number[] }[] {
  const runs: { word: boolean; indices: number[] }[] = [];
  chars.forEach((char, i) => {
    const inWord = !BREAKS_ANYWHERE.test(char);
    const last = runs.at(-1);
    if (inWord && last?.word) last.indices.push(i);
    else runs.push({ word: inWord, indices: [i] });
  });
  return runs;
}

const noLoop = () => undefined;
const subscribeToNothing = () => () => {};

/**
 * The caret's blink in ms: the `motion.duration.loop-blink` token as the page's CSS sets it
 * ('1s', '500ms'); 0 (no blink) where it is not set or not a duration.
 */
function caretBlinkMs(): number {
  const name = /var\((--[\w-]+)/.exec(motionVars.duration.loopBlink)?.[1];
  const value = name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : '';
  const match = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(value);
  return match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : 0;
}

/**
 * 'SMART TRADING POOL' and its Japanese equivalent, typed and deleted in a loop (150 ms
 * per character, 3 s pause, deletion twice as fast). Screen readers always get the full
 * English phrase; the moving letters are hidden from them. Still under reduced or paused
 * motion and in frozen stories.
 *
 * Every character of every phrase is in the markup; CSS animations show and hide them
 * (typewriterTimeline), starting from the whole first phrase: the server's markup is the loop's
 * first frame, still, and once the page is idle after hydrating, `data-typing` starts the loop.
 */
export const Typewriter = forwardRef<HTMLElement, TypewriterProps>(function Typewriter(
  { phrases = TYPEWRITER_PHRASES, at, as: Tag = 'span', ...rest },
  ref,
) {
  const { animate } = useMotion();
  const nonce = useContext(StyleNonceContext);
  // The loop's code comes from a provider once the page is idle; the server's HTML and the
  // hydrating render are its still first frame either way.
  // Keyframe names are global: each typewriter's are its own.
  const id = useId().replace(/[^\w-]/g, '');
  const source = useContext(TypewriterLoopContext);
  const loopCss = useSyncExternalStore(source?.subscribe ?? subscribeToNothing, source?.getLoopCss ?? noLoop, noLoop);
  const loop = useMemo(() => {
    if (!loopCss) return null;
    const blinkMs = caretBlinkMs();
    const name = `sb-tw${id}-${blinkMs}`;
    return { name, css: loopCss(name, phrases, blinkMs) };
  }, [loopCss, phrases, id]);
  const running = animate && at === undefined && loop !== null;
  const lines = useMemo(() => phrases.map((phrase) => [...phrase]), [phrases]);

  const full = phrases[0] ?? '';
  // The still frame: `at` when given, else the first phrase whole with its caret.
  const frame = at === undefined ? null : typewriterFrame(at, phrases);
  const shownPhrase = frame ? frame.phraseIndex : 0;
  const shownLength = frame ? [...frame.text].length : (lines[0]?.length ?? 0);
  const caretAt = (k: number, j: number) => (
    <span data-tw={`c${k}-${j}`} data-shown={k === shownPhrase && j === shownLength} />
  );
  return (
    <>
      {/* React hoists it into the head once per loop name; plain CSS, no Emotion compile. */}
      {loop ? (
        <style href={loop.name} precedence="sb-typewriter" nonce={nonce}>
          {loop.css}
        </style>
      ) : null}
      <Tag
        ref={ref}
        css={[stack, caret, word]}
        data-typing={running}
        {...rest}
        className={[rest.className, loop?.name].filter(Boolean).join(' ') || undefined}
      >
        <span css={visuallyHidden}>{full}</span>
        {lines.map((chars, k) => (
          <span key={k} aria-hidden="true" lang={k !== 0 ? 'ja' : undefined} css={line}>
            {caretAt(k, 0)}
            {runsOf(chars).map(({ word: isWord, indices }) => {
              const characters = indices.map((i) => (
                <Fragment key={i}>
                  <span data-tw={`l${k}-${i}`} data-shown={k === shownPhrase && i < shownLength}>
                    {chars[i]}
                  </span>
                  {caretAt(k, i + 1)}
                </Fragment>
              ));
              return isWord ? (
                <span key={indices[0]} data-word="">
                  {characters}
                </span>
              ) : (
                <Fragment key={indices[0]}>{characters}</Fragment>
              );
            })}
          </span>
        ))}
      </Tag>
    </>
  );
});
Typewriter.displayName = 'Typewriter';
