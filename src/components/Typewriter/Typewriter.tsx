'use client';

import { css, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import {
  forwardRef,
  Fragment,
  startTransition,
  useEffect,
  useInsertionEffect,
  useMemo,
  useState,
  type ElementType,
  type HTMLAttributes,
} from 'react';
import { TYPEWRITER_PHRASES } from '../../constants';
import { whenIdle } from '../../deferred/whenIdle';
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
import { visuallyHidden } from '../../theme/visuallyHidden';
import { typewriterFrame } from './typewriterFrame';
import type { LoopCss } from './typewriterLoop';

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
// Carets and words are styled from the root by their data attributes, not each by a css prop,
// which made each of them an Emotion element to render and hydrate: the page's h1 went from 36
// styled elements to 4 (3505 -> 2938 bytes of markup); the bench cannot tell its time from noise.
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

/** A short, stable name part for one set of phrases: keyframe names are global. */
function phrasesKey(phrases: readonly string[]): string {
  let hash = 5381;
  for (const ch of phrases.join('\u0000')) hash = ((hash * 33) ^ (ch.codePointAt(0) as number)) >>> 0;
  return hash.toString(36);
}

/** What the loop needs once the page is idle: its caret's blink and the code that writes its CSS. */
interface Loop {
  blinkMs: number;
  loopCss: LoopCss;
}

/**
 * The class of the running loop, its CSS in the page's Emotion sheet once (per phrases and
 * blink; the nonce and the sheet are Emotion's). Undefined until the loop's code has come.
 */
function useLoopCss(phrases: readonly string[], loop: Loop | null): string | undefined {
  // Null only in a server render, which never types.
  const cache = useEmotionCache();
  const name = loop === null || !cache ? undefined : `${cache.key}-tw-${phrasesKey(phrases)}-${loop.blinkMs}`;
  useInsertionEffect(() => {
    if (!cache || name === undefined || loop === null || cache.inserted[name] !== undefined) return;
    cache.sheet.insert(loop.loopCss(name, phrases, loop.blinkMs));
    cache.inserted[name] = true;
  }, [cache, name, phrases, loop]);
  return name;
}

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
  // The loop starts once the page is idle after hydrating, not in the server's HTML, whose
  // still frame is its first: its 85 animations were set up in the style pass before the first
  // paint. Bench (bench:ab, 5 runs): first paint observed 783 -> 697 ms mid-tier, 843 -> 676 low-tier.
  // That style pass at full speed, in Lighthouse's trace: 33 -> 25 ms (medians of 6 runs each).
  // The caret blinks in the characters' own opacity steps, read from the token once idle: a blink
  // animation on each of its 29 places kept the main thread busy while the page sat still. 4 s
  // traced 6 s after load (3 loads each): main-thread tasks 225-256 -> 156-201 ms (no typewriter: 129-145).
  const [loop, setLoop] = useState<Loop | null>(null);
  // The code that writes the loop's CSS comes once idle too, in a chunk of its own: nothing of
  // it is needed before. JavaScript the page fetches before it is idle (e2e/phone.spec.ts):
  // 102,421 -> 101,986 bytes gzip. If it cannot load, the heading stays the first phrase, still.
  useEffect(() => {
    let done = false;
    const cancel = whenIdle(() => {
      import('./typewriterLoop')
        .then(({ loopCss }) => {
          // In a transition: the re-render that starts the loop yields to a tap.
          if (!done) startTransition(() => setLoop({ blinkMs: caretBlinkMs(), loopCss }));
        })
        .catch(() => {});
    });
    return () => {
      done = true;
      cancel();
    };
  }, []);
  const running = animate && at === undefined && loop !== null;
  // The loop's CSS (20 KB of keyframes) comes with it, not in the server's HTML, which never types.
  const loopClass = useLoopCss(phrases, loop);
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
    <Tag
      ref={ref}
      css={[stack, caret, word]}
      data-typing={running}
      {...rest}
      className={[rest.className, loopClass].filter(Boolean).join(' ') || undefined}
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
  );
});
Typewriter.displayName = 'Typewriter';
