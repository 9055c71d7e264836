// The published DTCG 2025.10 files, made from the source in tokens/. The source is written as
// Tokens Studio reads it (CSS strings, translucent colours as an alias plus an opacity); DTCG
// 2025.10 wants objects (colours, dimensions, durations) and aliases that resolve in one file.

/** A translucent colour in the source: the alias's colour at this opacity. */
export const ALPHA_EXTENSION = 'com.smartburn.alpha';
/**
 * A CSS-only value in the source (a clamp, a percentage, steps()): `{ "$value": … }` is what
 * DTCG tools get instead, `null` leaves the token out of the DTCG files.
 */
export const DTCG_EXTENSION = 'com.smartburn.dtcg';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAlias = (value) => typeof value === 'string' && /^\{[^{}]+\}$/.test(value);

/** `a`'s groups and tokens with `b`'s added (tokens are never merged: a path is in one file). */
export function mergeGroups(a, b) {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = isObject(out[key]) && isObject(value) && !('$value' in value) ? mergeGroups(out[key], value) : value;
  }
  return out;
}

/** The token at a dotted path of `tree`, or undefined. */
function tokenAt(tree, dotted) {
  let at = tree;
  for (const key of dotted.split('.')) at = isObject(at) ? at[key] : undefined;
  return isObject(at) && '$value' in at ? at : undefined;
}

/** A `{a.b}` alias followed to its final (non-alias) value in `tree`. */
function resolve(tree, value, from) {
  for (let seen = 0; isAlias(value); seen++) {
    const target = tokenAt(tree, value.slice(1, -1));
    if (!target || seen > 20) throw new Error(`${from}: ${value} does not resolve`);
    value = target.$value;
  }
  return value;
}

/** `"4px"` -> `{ value: 4, unit: "px" }`; a unitless zero takes the first unit. */
function measure(text, units, where) {
  const match = /^(-?\d*\.?\d+)([a-z%]*)$/.exec(String(text));
  if (!match) throw new Error(`${where}: ${text} is not a number with a unit (give it a ${DTCG_EXTENSION} value)`);
  const [, number, unit] = match;
  if (unit === '' && Number(number) === 0) return { value: 0, unit: units[0] };
  if (!units.includes(unit)) throw new Error(`${where}: ${text}: DTCG takes ${units.join(', ')}`);
  return { value: Number(number), unit };
}

// Terrazzo's parser also takes em, which the letter spacings are in (they scale with the text).
const dimension = (text, where) => (isAlias(text) ? text : measure(text, ['px', 'rem', 'em'], where));
const duration = (text, where) => (isAlias(text) ? text : measure(text, ['ms', 's'], where));

/** `#rrggbb` as a DTCG sRGB colour (components to 4 places: still one byte each), with its hex. */
function colour(hex, where, alpha) {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${where}: ${hex} is not #rrggbb`);
  const components = [1, 3, 5].map((at) => Number((parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(4)));
  return { colorSpace: 'srgb', components, ...(alpha === undefined ? {} : { alpha }), hex: hex.toLowerCase() };
}

const shadowLayer = (layer, where) => ({
  color: isAlias(layer.color) ? layer.color : colour(layer.color, where),
  offsetX: dimension(layer.offsetX, where),
  offsetY: dimension(layer.offsetY, where),
  blur: dimension(layer.blur ?? '0', where),
  spread: dimension(layer.spread ?? '0', where),
});

/** One token's DTCG value; `tree` is the whole theme, for the translucent colours' aliases. */
function convertValue(token, type, tree, where) {
  const value = token.$value;
  const alpha = token.$extensions?.[ALPHA_EXTENSION];
  if (alpha !== undefined) return colour(resolve(tree, value, where), where, alpha);
  if (isAlias(value)) return value;
  switch (type) {
    case 'color':
      return colour(value, where);
    case 'dimension':
      return dimension(value, where);
    case 'duration':
      return duration(value, where);
    case 'shadow':
      return Array.isArray(value) ? value.map((l) => shadowLayer(l, where)) : shadowLayer(value, where);
    case 'fontFamily':
    case 'fontWeight':
    case 'number':
    case 'cubicBezier':
      return value;
    default:
      throw new Error(`${where}: $type ${type} has no DTCG 2025.10 form (give it a ${DTCG_EXTENSION} value)`);
  }
}

/**
 * `group` (a part of the source) in DTCG 2025.10: values converted, the source's own extensions
 * dropped, CSS-only tokens replaced by their stand-in or left out. `tree` is the whole theme.
 */
export function toDtcg(group, tree, path = [], inheritedType = undefined) {
  const type = group.$type ?? inheritedType;
  const out = {};
  for (const [key, child] of Object.entries(group)) {
    if (key === '$extensions') continue;
    if (key.startsWith('$') || !isObject(child)) {
      out[key] = child;
      continue;
    }
    const where = [...path, key].join('.');
    if (!('$value' in child)) {
      out[key] = toDtcg(child, tree, [...path, key], type);
      continue;
    }
    const standIn = child.$extensions?.[DTCG_EXTENSION];
    if (standIn === null) continue;
    const source = standIn ? { ...child, ...standIn, $extensions: undefined } : child;
    const tokenType = source.$type ?? type;
    const { $extensions: _dropped, ...rest } = source;
    out[key] = { ...rest, $value: convertValue(source, tokenType, tree, where) };
  }
  return out;
}
