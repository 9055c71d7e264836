'use client';

import { createContext } from 'react';
import type { LoopCss } from './typewriterLoop';

/**
 * The code that writes the typewriter's loop as CSS, given by a provider above once it has
 * loaded (src/deferred/parts.tsx); without it the typewriter shows its first phrase, still.
 */
export const TypewriterLoopContext = createContext<LoopCss | undefined>(undefined);
