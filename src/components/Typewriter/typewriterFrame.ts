import {
  TYPEWRITER_DELETE_MS_PER_CHAR,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_PHRASES,
  TYPEWRITER_TYPE_MS_PER_CHAR,
} from '../../constants';

export type TypewriterPhase = 'typing' | 'pausing' | 'deleting';

export interface TypewriterFrame {
  phraseIndex: number;
  /** The visible characters. */
  text: string;
  phase: TypewriterPhase;
  /** Milliseconds until the visible text next changes. */
  nextChangeInMs: number;
}

/** How long typing `phrase` takes, to its last character. */
export function typedInMs(phrase: string): number {
  return [...phrase].length * TYPEWRITER_TYPE_MS_PER_CHAR;
}

/** How long one phrase takes: typed, paused on, deleted. */
export function phraseCycleMs(phrase: string): number {
  return typedInMs(phrase) + TYPEWRITER_PAUSE_MS + [...phrase].length * TYPEWRITER_DELETE_MS_PER_CHAR;
}

/**
 * The typewriter at `elapsedMs` since it started (docs/requirements.md §3.2): one character every
 * 150 ms until the phrase is whole, a 3 s pause, deletion at 75 ms per character, then the
 * next phrase; looping. At 0 ms nothing is typed; at 150 ms the first character shows.
 */
export function typewriterFrame(elapsedMs: number, phrases: readonly string[] = TYPEWRITER_PHRASES): TypewriterFrame {
  const cycles = phrases.map(phraseCycleMs);
  const loop = cycles.reduce((a, b) => a + b, 0);
  let t = ((Math.floor(elapsedMs) % loop) + loop) % loop;
  let index = 0;
  while (t >= (cycles[index] as number)) {
    t -= cycles[index] as number;
    index++;
  }
  const chars = [...(phrases[index] as string)];
  const typeEnd = typedInMs(phrases[index] as string);
  const pauseEnd = typeEnd + TYPEWRITER_PAUSE_MS;
  if (t < typeEnd) {
    const typed = Math.floor(t / TYPEWRITER_TYPE_MS_PER_CHAR);
    return {
      phraseIndex: index,
      text: chars.slice(0, typed).join(''),
      phase: 'typing',
      nextChangeInMs: (typed + 1) * TYPEWRITER_TYPE_MS_PER_CHAR - t,
    };
  }
  if (t < pauseEnd) {
    return { phraseIndex: index, text: chars.join(''), phase: 'pausing', nextChangeInMs: pauseEnd - t };
  }
  const deleted = Math.floor((t - pauseEnd) / TYPEWRITER_DELETE_MS_PER_CHAR) + 1;
  return {
    phraseIndex: index,
    text: chars.slice(0, Math.max(0, chars.length - deleted)).join(''),
    phase: 'deleting',
    nextChangeInMs: pauseEnd + deleted * TYPEWRITER_DELETE_MS_PER_CHAR - t,
  };
}
