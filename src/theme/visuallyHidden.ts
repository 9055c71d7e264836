import { css } from '@emotion/react';

/** The rules that hide content visually but keep it for assistive tech. */
export const visuallyHiddenRules = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive tech only. */
export const visuallyHidden = css(visuallyHiddenRules);
