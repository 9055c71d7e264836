// Injected into the page before React loads (Playwright addInitScript): a minimal React
// DevTools global hook. React calls onCommitFiberRoot after every commit, in production
// builds too; we walk the committed fiber tree and record which components rendered in that
// commit (the data React DevTools' Profiler shows), grouped by the component whose own
// update started the render ("origin"): the highest rendered component of each subtree.
(() => {
  const PERFORMED_WORK = 1;
  // Fiber tags of components: function, class, forwardRef, simple memo. (A MemoComponent,
  // tag 14, is counted through its inner component fiber.)
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const state = {
    counting: false,
    root: null,
    previous: new WeakSet(),
    commits: [],
  };
  const nameOf = (fiber) => {
    const t = fiber.type;
    if (!t) return null;
    if (fiber.tag === 11) return t.displayName || (t.render && (t.render.displayName || t.render.name)) || null;
    return t.displayName || t.name || null;
  };
  function walk(root, record) {
    const seen = new WeakSet();
    const renders = [];
    // Iterative depth-first walk, carrying the origin of the nearest rendered component above.
    const stack = [[root.current, null]];
    while (stack.length) {
      const [fiber, origin] = stack.pop();
      if (!fiber) continue;
      seen.add(fiber);
      let nextOrigin = origin;
      if (COMPONENT_TAGS.has(fiber.tag)) {
        const rendered =
          record &&
          !state.previous.has(fiber) &&
          (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK);
        if (rendered) {
          const name = nameOf(fiber) || '(anonymous)';
          nextOrigin = origin ?? name;
          renders.push([name, nextOrigin, fiber.alternate === null]);
        } else {
          // A component that did not render: whatever renders below it has its own cause.
          nextOrigin = null;
        }
      }
      if (fiber.sibling) stack.push([fiber.sibling, origin]);
      if (fiber.child) stack.push([fiber.child, nextOrigin]);
    }
    state.previous = seen;
    return renders;
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      state.root = root;
      if (!state.counting) return;
      const renders = walk(root, true);
      if (renders.length) state.commits.push({ at: performance.now(), renders });
    },
  };
  window.__renderCounter = {
    /** Start counting; the current tree is the baseline. */
    start() {
      state.commits = [];
      if (state.root) walk(state.root, false);
      state.counting = true;
    },
    stop() {
      state.counting = false;
      return state.commits;
    },
  };
})();
