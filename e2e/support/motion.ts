/**
 * `test.use(MOTION_STILL)` in the suites about data, not motion (reliability, data, hostile,
 * live-status; long-session and the motion tests keep it on): with motion still, Chromium
 * (software raster here) has no animation to draw between page-clock steps. Test time of data,
 * hostile, live-status and the /api/trades fault cases: 196 s -> 121 s here.
 */
export const MOTION_STILL = { reducedMotion: 'reduce' } as const;
