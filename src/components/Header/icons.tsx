'use client';

/** An inline icon in the text's colour: decorative, the link around it carries the accessible name. */
function InlineIcon({ size, path }: { size: number; path: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

export function TelegramIcon() {
  return (
    <InlineIcon
      size={20}
      path="M21.9 4.3 18.7 19.4c-.2 1.1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.2-8.3c.4-.4-.1-.6-.6-.2L6.1 13.1 1.2 11.6c-1-.3-1.1-1 .2-1.5L20.6 2.7c.9-.3 1.7.2 1.3 1.6z"
    />
  );
}

export function TwitterIcon() {
  return (
    <InlineIcon
      size={18}
      path="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4zm-1.2 17.9h1.9L6.8 4.2H4.8l12.2 16z"
    />
  );
}
