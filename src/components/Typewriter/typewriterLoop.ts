// The typewriter's loop as CSS: a chunk of its own, given to Typewriter through
// TypewriterLoopContext once the page is idle (nothing of it is needed for the first view).
import { motionVars } from '../../theme/generated/tokens';
import { mq } from '../../theme/media';
import { keyframesCss, typewriterTimeline, type TimelineStop } from './typewriterTimeline';

/**
 * The loop as CSS: one @keyframes per character and per caret position, applied while the root
 * (class `name`) says it types (`data-typing`) and motion is welcome. The browser runs it alone:
 * a keystroke costs no script and no React render, only an opacity change (docs/requirements.md §11.4).
 * Plain CSS in a style element Typewriter renders: Emotion's css() would hash and compile all of
 * it in one long task, where the browser only parses it.
 */
export function loopCss(name: string, phrases: readonly string[], caretBlinkMs: number): string {
  const { loopMs, letters, carets } = typewriterTimeline(phrases, caretBlinkMs);
  const root = `.${name}[data-typing='true']`;
  const rules: string[] = [];
  const add = (id: string, stops: TimelineStop[]) => {
    rules.push(keyframesCss(`${name}-${id}`, stops), `${root} [data-tw='${id}']{animation-name:${name}-${id}}`);
  };
  letters.forEach((phrase, k) => phrase.forEach((stops, i) => add(`l${k}-${i}`, stops)));
  carets.forEach((phrase, k) => phrase.forEach((stops, j) => add(`c${k}-${j}`, stops)));
  return `${mq.motionOk}{${root} [data-tw]{animation:${loopMs}ms ${motionVars.easing.step} infinite}${rules.join('')}}`;
}

/** The signature of loopCss, for the component that imports it on demand. */
export type LoopCss = typeof loopCss;
