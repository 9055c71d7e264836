// The control's icons, drawn inline: glyphs such as ❚❚ are in none of our faces, so they were
// drawn in whatever system face had them (docs/requirements.md §8.3). Decorative: the button's
// text names it.
const iconProps = { viewBox: '0 0 12 12', width: '1em', height: '1em', 'aria-hidden': true, focusable: false } as const;

export function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M3 1.5v9l7.5-4.5z" />
    </svg>
  );
}
