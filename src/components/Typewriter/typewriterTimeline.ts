import { typedInMs, typewriterFrame } from './typewriterFrame';

/** One element's opacity over the loop: from `atPercent` on, until the next stop, `shown`. */
export interface TimelineStop {
  atPercent: number;
  shown: boolean;
}

/** The typewriter's loop as per-element steps, for CSS keyframes (docs/requirements.md §3.2). */
export interface TypewriterTimeline {
  /** One loop through every phrase, in ms. */
  loopMs: number;
  /** letters[k][i]: when the i-th character of phrase k is on screen. */
  letters: TimelineStop[][][];
  /** carets[k][j]: when the caret stands after j characters of phrase k. */
  carets: TimelineStop[][][];
}

/**
 * The typewriter's whole loop, read off typewriterFrame, starting where the first phrase is whole
 * (its pause): the still state and the server's markup, so the loop starts from what is painted.
 * Each character and each caret position becomes a list of opacity steps: the browser then types
 * with CSS animations alone, and a keystroke costs no script, no React render and no layout
 * (docs/requirements.md §11.4). With `caretBlinkMs`, the caret blinks where it rests (after a
 * whole phrase) in its own steps; while it types it stands, as an editor's caret does.
 */
export function typewriterTimeline(phrases: readonly string[], caretBlinkMs = 0): TypewriterTimeline {
  const chars = phrases.map((phrase) => [...phrase]);
  const offset = typedInMs(phrases[0] ?? '');
  const segments: { start: number; phraseIndex: number; length: number }[] = [];
  let loopMs = 0;
  for (let t = 0; ;) {
    const frame = typewriterFrame(offset + t, phrases);
    segments.push({ start: t, phraseIndex: frame.phraseIndex, length: [...frame.text].length });
    t += frame.nextChangeInMs;
    // Back at the first phrase, whole: one loop is done.
    const next = typewriterFrame(offset + t, phrases);
    if (next.phraseIndex === 0 && next.phase === 'pausing') {
      loopMs = t;
      break;
    }
  }
  const steps = (isShown: (phraseIndex: number, length: number) => boolean, blinkMs = 0): TimelineStop[] => {
    const stops: TimelineStop[] = [];
    const push = (at: number, shown: boolean) => {
      if (stops.at(-1)?.shown !== shown) stops.push({ atPercent: Math.round((at / loopMs) * 1e6) / 1e4, shown });
    };
    segments.forEach(({ start, phraseIndex, length }, n) => {
      const shown = isShown(phraseIndex, length);
      push(start, shown);
      if (!shown || blinkMs <= 0) return;
      // Where it rests longer than half a blink, it blinks: off for a half, on for a half, and so on.
      const end = segments[n + 1]?.start ?? loopMs;
      for (let t = start + blinkMs / 2, on = false; t < end; t += blinkMs / 2, on = !on) push(t, on);
    });
    return stops;
  };
  return {
    loopMs,
    letters: chars.map((letters, k) => letters.map((_, i) => steps((p, length) => p === k && length > i))),
    carets: chars.map((letters, k) =>
      Array.from({ length: letters.length + 1 }, (_, j) => steps((p, length) => p === k && length === j, caretBlinkMs)),
    ),
  };
}

/** The opacity steps as a CSS @keyframes rule. Each value holds until the next stop (steps). */
export function keyframesCss(name: string, stops: TimelineStop[]): string {
  const last = stops.at(-1);
  const body = stops.map((s) => `${s.atPercent}%{opacity:${s.shown ? 1 : 0}}`).join('');
  // An explicit 100% with the last value: without it the last step would end at the element's own opacity.
  return `@keyframes ${name}{${body}${last && last.atPercent !== 100 ? `100%{opacity:${last.shown ? 1 : 0}}` : ''}}`;
}
