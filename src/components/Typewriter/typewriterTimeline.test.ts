import { TYPEWRITER_PAUSE_MS, TYPEWRITER_PHRASES } from '../../constants';
import { typedInMs, typewriterFrame } from './typewriterFrame';
import { keyframesCss, typewriterTimeline, type TimelineStop } from './typewriterTimeline';

/** The value a list of steps gives at `percent` of the loop (each holds until the next stop). */
const shownAt = (stops: TimelineStop[], percent: number) =>
  stops.filter((s) => s.atPercent <= percent).at(-1)?.shown ?? false;

describe('typewriterTimeline', () => {
  const phrases = TYPEWRITER_PHRASES;
  const timeline = typewriterTimeline(phrases);
  const offset = typedInMs(phrases[0]);

  it('is one loop through every phrase, starting with the first phrase whole', () => {
    // 18 + 9 characters: typed at 150 ms, deleted at 75 ms, a 3 s pause per phrase.
    expect(timeline.loopMs).toBe(27 * 150 + 27 * 75 + 2 * 3000);
    expect(timeline.letters.map((p) => p.length)).toEqual([18, 9]);
    expect(timeline.carets.map((p) => p.length)).toEqual([19, 10]);
    expect(timeline.letters[0]!.every((stops) => stops[0]!.atPercent === 0 && stops[0]!.shown)).toBe(true);
  });

  it('shows, at every moment of the loop, exactly the characters and the caret typewriterFrame gives', () => {
    // Every 5 ms over the loop: as fine as the ticks (75 ms) need, without trusting the stops.
    for (let t = 0; t < timeline.loopMs; t += 5) {
      const percent = Math.round((t / timeline.loopMs) * 1e6) / 1e4;
      const frame = typewriterFrame(offset + t, phrases);
      const length = [...frame.text].length;
      timeline.letters.forEach((phrase, k) =>
        phrase.forEach((stops, i) => {
          expect({ t, k, i, shown: shownAt(stops, percent) }).toEqual({
            t,
            k,
            i,
            shown: frame.phraseIndex === k && i < length,
          });
        }),
      );
      const carets = timeline.carets.flatMap((phrase, k) =>
        phrase.flatMap((stops, j) => (shownAt(stops, percent) ? [`${k}:${j}`] : [])),
      );
      expect({ t, carets }).toEqual({ t, carets: [`${frame.phraseIndex}:${length}`] });
    }
  });

  it('blinks the caret where it rests, and never while it types', () => {
    const blinking = typewriterTimeline(phrases, 1_000);
    expect(blinking.letters).toEqual(timeline.letters);
    for (let t = 0; t < blinking.loopMs; t += 5) {
      const percent = Math.round((t / blinking.loopMs) * 1e6) / 1e4;
      const frame = typewriterFrame(offset + t, phrases);
      const carets = blinking.carets.flatMap((phrase, k) =>
        phrase.flatMap((stops, j) => (shownAt(stops, percent) ? [`${k}:${j}`] : [])),
      );
      const here = `${frame.phraseIndex}:${[...frame.text].length}`;
      // In the pause (3 s, whole phrase), [0.5 s, 1 s), [1.5 s, 2 s), [2.5 s, 3 s) after it began are off.
      const sincePause = frame.phase === 'pausing' ? TYPEWRITER_PAUSE_MS - frame.nextChangeInMs : -1;
      const off = sincePause >= 0 && Math.floor(sincePause / 500) % 2 === 1;
      expect({ t, carets }).toEqual({ t, carets: off ? [] : [here] });
    }
  });

  it('writes each element as CSS keyframes that hold their value to the end of the loop', () => {
    const css = keyframesCss('tw-l0-0', timeline.letters[0]![0]!);
    expect(css).toMatch(
      /^@keyframes tw-l0-0\{0%\{opacity:1\}[\d.]+%\{opacity:0\}[\d.]+%\{opacity:1\}100%\{opacity:1\}\}$/,
    );
  });
});
