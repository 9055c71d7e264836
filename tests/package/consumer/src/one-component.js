import { createElement } from 'react';
import { Typewriter } from '@smartburn/ui';

export const element = createElement(Typewriter, { as: 'h1' });
