'use client';

import { createContext } from 'react';

/** The CSP nonce ThemeProvider was given, for a style element a component renders itself. */
export const StyleNonceContext = createContext<string | undefined>(undefined);
