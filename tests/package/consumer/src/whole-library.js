import * as ui from '@smartburn/ui';

export const everything = ui;
