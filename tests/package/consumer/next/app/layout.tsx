// The Next.js consumer (docs/requirements.md §10.4): an App Router app that does only what README.md's
// "Using the package" says: install, import the tokens' CSS and the font faces, render
// DashboardApp from a client component.
import type { ReactNode } from 'react';
import '@smartburn/ui/tokens.css';
import '@fontsource/orbitron/latin-600.css';
import '@fontsource/orbitron/latin-800.css';
import '@fontsource/jetbrains-mono/latin-500.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
