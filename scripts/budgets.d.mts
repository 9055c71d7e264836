export const INITIAL_JS_BUDGET_GZIP_BYTES: number;
export const LOAD_JS_BUDGET_GZIP_BYTES: number;
export const ONE_COMPONENT_MAX_SHARE: number;
export const FORMAT_MONEY_MAX_GZIP_BYTES: number;
