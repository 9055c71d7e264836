/** Test help: counts how many times one of Intl's formatters is built, until restore(). */
export function countBuilt(name: 'NumberFormat' | 'RelativeTimeFormat' | 'DateTimeFormat') {
  const intl = Intl as Record<typeof name, unknown>;
  const real = Intl[name];
  const counter = { count: 0, restore: () => void (intl[name] = real) };
  intl[name] = new Proxy(real, {
    construct(target, args) {
      counter.count += 1;
      return Reflect.construct(target, args);
    },
  });
  return counter;
}
