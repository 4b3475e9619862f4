import TouchSimReader

extension HTMLPage {
    /// Where each view is drawn at a time: its state after the trace's `set`, `animate`, `add` and
    /// `remove` events up to then (an animation drawn as a straight move over its duration), its
    /// `transform` about its centre (docs/model.md §11.11), and the zoom of the scroll view whose
    /// view for zooming it is (§16.5), scaled about the content's origin.
    static let sceneGeometryScript = #"""
        for (const r of data.changes) {
          const v = views[r[2]];
          (v.changes || (v.changes = [])).push({ t: r[0], duration: r[1], state: {
            x: r[3], y: r[4], w: r[5], h: r[6], sx: r[7], sy: r[8], tx: r[9], ty: r[10],
            hidden: r[11] === 1, alpha: r[12], inWindow: r[13] === 1 } });
        }
        for (const v of views) {
          const t = v.transform || [1, 1, 0, 0];
          v.base = { x: v.x, y: v.y, w: v.w, h: v.h, sx: t[0], sy: t[1], tx: t[2], ty: t[3], hidden: v.hidden, alpha: v.alpha, inWindow: v.inWindow };
          v.state = v.base;
          if (v.scroll && v.scroll.zoomView >= 0) views[v.scroll.zoomView].zoomedBy = v;
        }

        /// A view's state at `t`: the last change's, moving there linearly while its animation runs.
        function stateAt(v, t) {
          if (!v.changes) return v.base;
          const i = lastAt(v.changes, t);
          if (i < 0) return v.base;
          const change = v.changes[i], to = change.state;
          if (!(change.duration > 0) || t >= change.t + change.duration) return to;
          const from = i > 0 ? v.changes[i - 1].state : v.base;
          const f = (t - change.t) / change.duration, mix = (a, b) => a + (b - a) * f;
          return { ...to, x: mix(from.x, to.x), y: mix(from.y, to.y), w: mix(from.w, to.w), h: mix(from.h, to.h),
            sx: mix(from.sx, to.sx), sy: mix(from.sy, to.sy), tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty), alpha: mix(from.alpha, to.alpha) };
        }

        /// The zoom that scales `v`: its scroll view's, when it is that scroll view's view for zooming.
        function zoomOf(v) { return v.zoomedBy ? v.zoomedBy.zoom : 1; }

        /// The SVG transform of a view's group in its parent's: the zoom, then the frame's origin,
        /// then the transform about the frame's centre.
        function groupTransform(v) {
          const s = v.state, z = zoomOf(v);
          const zoom = z === 1 ? "" : `scale(${z}) `;
          if (s.sx === 1 && s.sy === 1 && s.tx === 0 && s.ty === 0) return `${zoom}translate(${s.x},${s.y})`;
          return `${zoom}translate(${s.x + s.w / 2 + s.tx},${s.y + s.h / 2 + s.ty}) scale(${s.sx},${s.sy}) translate(${-s.w / 2},${-s.h / 2})`;
        }

        /// Whether the view is drawn dashed: hidden, transparent, not interactive, or out of the window.
        function isOff(v) { return v.state.hidden || v.state.alpha < 0.01 || !v.interactive || !v.state.inWindow; }

        /// `v`'s map from its own points to the window's, `{ a, d, e, f }` (x' = a x + e), from its
        /// parent's, the parent's offset when it scrolls, its zoom, frame and transform.
        function windowMap(v) {
          const parent = v.parent < 0 ? null : views[v.parent];
          const p = parent ? parent.map : { a: 1, d: 1, e: 0, f: 0 };
          const o = parent && parent.offset ? parent.offset : { x: 0, y: 0 };
          const s = v.state, z = zoomOf(v);
          const ex = z * (s.x + s.w / 2 + s.tx - (s.sx * s.w) / 2), ey = z * (s.y + s.h / 2 + s.ty - (s.sy * s.h) / 2);
          return { a: p.a * z * s.sx, d: p.d * z * s.sy, e: p.a * (ex - o.x) + p.e, f: p.d * (ey - o.y) + p.f };
        }

        /// Moves every view to its state at `t`, redrawing those whose place or look changed.
        function updateViews(t) {
          for (const v of views) {
            const state = stateAt(v, t);
            const zoom = zoomOf(v);
            if (state === v.state && zoom === v.drawnZoom) continue;
            v.state = state;
            v.drawnZoom = zoom;
            v.group.setAttribute("transform", groupTransform(v));
            if (v.rect) {
              v.rect.setAttribute("width", state.w);
              v.rect.setAttribute("height", state.h);
              v.rect.classList.toggle("off", isOff(v));
            }
          }
        }

        """#
}
