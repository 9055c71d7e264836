'use client';

import { deferredModule, useDeferredModule } from '../../deferred/deferred';
import type { GlitchTextProps } from './GlitchText';
import { glitchRealCss, glitchWrapCss } from './glitchStyles';

/**
 * The decorations as the page uses them: they carry no data, so their code loads when the
 * page is idle after its first paint. Until then the floating phrases and status words are
 * absent (they take no layout space of their own) and a glitch value shows still, in the
 * same boxes.
 */
export const decorationsModule = deferredModule(() => import('./decorations'));

export function DeferredFloatingPhrases() {
  const m = useDeferredModule(decorationsModule);
  return m ? <m.FloatingPhrases /> : null;
}

export function DeferredGlitchText({ text }: GlitchTextProps) {
  const m = useDeferredModule(decorationsModule);
  if (m) return <m.GlitchText text={text} />;
  return (
    <span css={glitchWrapCss}>
      <span css={glitchRealCss} data-glitching={false}>
        {text}
      </span>
    </span>
  );
}

export function DeferredStatusWord() {
  const m = useDeferredModule(decorationsModule);
  return m ? <m.StatusWord /> : null;
}
