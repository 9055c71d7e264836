// The bench's goals (goals.mjs), for TypeScript importers such as e2e/fonts.spec.ts.
export declare const MID_TIER_TBT_MAX_MS: number;
export declare const MID_TIER_SCORE_MIN: number;
export declare const MID_TIER_PAINT_MAX_RATIO_TO_BARE: number;
export declare const LOW_TIER_TBT_MAX_MS: number;
export declare const LOW_TIER_SCORE_MIN: number;
export declare const MAIN_THREAD_MAX_RATIO_TO_STRIPPED: number;
export declare const LOAD_JS_MAX_TRANSFER_BYTES: number;
export declare const CLS_MAX: number;
export declare const DESKTOP_SCORE_MIN: number;
export declare const HEAP_SECOND_HALF_MAX_GROWTH: number;
export declare const HEAP_SECOND_HALF_MAX_NEW_NODES: number;
export declare const HEAP_SECOND_HALF_MAX_NEW_LISTENERS: number;
