import TouchSimReader
import TouchSimReplay

extension HTMLPage {
    /// Reads the picture's JSON (rows described at `ReplayPicture.writeJSON`) and draws the
    /// scene: the view tree to scale in window points, a stack of views with one frame drawn
    /// once, scroll views clipped with their content moved by the offset, every finger's path
    /// with its down and up points and their times. Labels are placed by HTMLPage+SceneZoom.
    static let sceneScript = #"""
        const SVG = "http://www.w3.org/2000/svg";
        const data = JSON.parse(document.getElementById("replay-data").textContent);
        const end = data.end;

        function el(name, attributes, parent) {
          const e = document.createElementNS(SVG, name);
          for (const key in attributes) e.setAttribute(key, attributes[key]);
          if (parent) parent.appendChild(e);
          return e;
        }
        function text(name, attributes, content, parent) {
          const e = el(name, attributes, parent);
          e.textContent = content;
          return e;
        }
        /// Times and lengths print as the output prints them: at most 3 decimals, no trailing zeros.
        function num(value) { return String(Math.round(value * 1000) / 1000).replace(/^-0$/, "0"); }
        function fingerColor(touch) { return `hsl(${(touch * 137) % 360}, 70%, 42%)`; }

        const views = data.views.map((r, i) => ({
          index: i, id: r[0], cls: r[1], parent: r[2], x: r[3], y: r[4], w: r[5], h: r[6],
          hidden: r[7] === 1, alpha: r[8], interactive: r[9] === 1, control: r[10] === 1,
          scroll: r[11] && { cw: r[11][0], ch: r[11][1], ox: r[11][2], oy: r[11][3], zoom: r[11][4], zoomView: r[11][5] },
          transform: r[12], inWindow: r[13] === 1 }));
        const lanes = data.lanes.map((r, i) => ({ index: i, kind: r[0], label: r[1], view: r[2] }));
        const marks = data.marks.map((r) => ({ t: r[0], lane: r[1], style: r[2], type: r[3], text: r[4], why: r[5] >= 0 ? data.whys[r[5]] : "" }));
        const spans = data.spans.map((r) => ({ lane: r[0], row: r[1], start: r[2], end: r[3], first: r[4], last: r[5], ending: r[6] }));
        const fingers = data.fingers.map((r) => {
          const points = [];
          for (let i = 0; i < r[3].length; i += 3) points.push({ t: r[3][i], x: r[3][i + 1], y: r[3][i + 2] });
          return { lane: r[0], touch: r[1], ending: r[2], points };
        });
        const offsets = new Map(data.offsets.map((r) => {
          const points = [];
          for (let i = 0; i < r[1].length; i += 5) points.push({ t: r[1][i], x: r[1][i + 1], y: r[1][i + 2], zoom: r[1][i + 3], animated: r[1][i + 4] === 1 });
          return [r[0], points];
        }));
        const scrollLaneOfView = new Map(lanes.filter((l) => l.kind === "scroll").map((l) => [l.view, l.index]));

        /// The last index of `list` whose `t` is at most `t`, or -1.
        function lastAt(list, t) {
          let lo = 0, hi = list.length - 1, found = -1;
          while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (list[mid].t <= t) { found = mid; lo = mid + 1; } else hi = mid - 1;
          }
          return found;
        }

        /// A scroll view's offset and zoom at `t`: drag steps hold until the next line; the page
        /// draws an animation (whose end alone is a line) as a straight move from the line before it.
        function offsetAt(points, t) {
          const i = Math.max(0, lastAt(points, t));
          const p = points[i], next = points[i + 1];
          if (next && next.animated && t > p.t && next.t > p.t) {
            const f = (t - p.t) / (next.t - p.t);
            return { x: p.x + (next.x - p.x) * f, y: p.y + (next.y - p.y) * f, zoom: p.zoom + (next.zoom - p.zoom) * f };
          }
          return p;
        }

        const sceneSvg = document.getElementById("scene");
        const scrollContents = [];
        const fingerMarkers = [];
        /// The whole scene in window points; the zoom shows a part of it (HTMLPage+SceneZoom).
        let sceneFit = { x: 0, y: 0, w: 1, h: 1 };

        /// The part of `a` inside `b` (all of `a` when `b` is null), or null when they do not meet.
        function intersect(a, b) {
          if (!a) return null;
          if (!b) return a;
          const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
          const w = Math.min(a.x + a.w, b.x + b.w) - x, h = Math.min(a.y + a.h, b.y + b.h) - y;
          return w > 0 && h > 0 ? { x, y, w, h } : null;
        }

        function drawScene() {
          const root = views[0];
          let minX = root.x, minY = root.y, maxX = root.x + root.w, maxY = root.y + root.h;
          for (const f of fingers) for (const p of f.points) {
            minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
          }
          const pad = 12, width = maxX - minX + 2 * pad, height = maxY - minY + 2 * pad;
          const scale = Math.min(440 / width, 620 / height);
          sceneFit = { x: minX - pad, y: minY - pad, w: width, h: height };
          sceneSvg.setAttribute("width", Math.round(width * scale));
          sceneSvg.setAttribute("height", Math.round(height * scale));
          const font = 10 / scale;
          const containers = [];
          const treeLayer = el("g", { id: "tree" }, sceneSvg);
          const stacks = new Map();
          for (const v of views) if (v.scroll) { v.offset = { x: v.scroll.ox, y: v.scroll.oy }; v.zoom = v.scroll.zoom; }
          placeViews();
          for (const v of views) {
            // A stack of views with one frame (a window, its root view, a full-screen table; a
            // cell and its content view) is drawn once, its labels collapsed into the first's.
            // A view that moves against its superview (a view for zooming, one an event changes)
            // stacks with none: a frame it shares at time 0 parts later.
            const key = v.changes || v.zoomedBy ? `moves ${v.index}` : `${v.abs.x},${v.abs.y},${v.w},${v.h}`;
            const leader = stacks.get(key);
            if (leader === undefined) { stacks.set(key, v); v.stack = [v]; } else { leader.stack.push(v); v.leader = leader; }
          }
          for (const v of views) {
            const parent = v.parent < 0 ? treeLayer : containers[v.parent];
            const g = el("g", { class: "view", "data-id": v.id, transform: groupTransform(v) }, parent);
            v.group = g;
            v.drawnZoom = zoomOf(v);
            const kind = v.scroll ? "scroll" : v.control ? "control" : "plain";
            if (!v.leader) {
              v.rect = el("rect", { class: `frame ${kind}${isOff(v) ? " off" : ""}`, "data-v": v.index, width: v.w, height: v.h, "vector-effect": "non-scaling-stroke" }, g);
              const more = v.stack.length > 1 ? ` +${v.stack.length - 1}` : "";
              v.labelText = `${v.id} ${v.cls}${more}`;
              v.label = text("text", { class: "label", "font-size": font, visibility: "hidden" }, v.labelText, g);
            }
            containers[v.index] = g;
            if (v.scroll) {
              el("clipPath", { id: `clip-${v.index}` }, g).appendChild(el("rect", { width: v.w, height: v.h }));
              const clip = el("g", { "clip-path": `url(#clip-${v.index})` }, g);
              const content = el("g", { class: "scroll-content", "data-id": v.id, transform: `translate(${-v.scroll.ox},${-v.scroll.oy})` }, clip);
              v.contentRect = el("rect", { class: "content-size", width: v.scroll.cw * v.zoom, height: v.scroll.ch * v.zoom, "vector-effect": "non-scaling-stroke" }, content);
              containers[v.index] = content;
              scrollContents.push({ element: content, view: v, points: offsets.get(scrollLaneOfView.get(v.index)) || [{ t: 0, x: v.scroll.ox, y: v.scroll.oy, zoom: v.scroll.zoom }] });
            }
          }
          const fingerLayer = el("g", { id: "fingers" }, sceneSvg);
          const r = 5 / scale;
          // Past a few dozen touches their time labels would cover each other and the scene.
          const labelled = fingers.length <= 40;
          for (const f of fingers) {
            const color = fingerColor(f.touch);
            const d = f.points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ");
            el("path", { class: "finger-path", "data-touch": f.touch, d, stroke: color, "vector-effect": "non-scaling-stroke" }, fingerLayer);
            const first = f.points[0], last = f.points[f.points.length - 1];
            el("circle", { class: "finger-down", cx: first.x, cy: first.y, r, fill: color }, fingerLayer);
            if (labelled) text("text", { class: "time-mark", x: first.x + r * 1.4, y: first.y - r, "font-size": font }, `${f.touch}↓ ${num(first.t)} ms`, fingerLayer);
            if (f.ending) {
              el("rect", { class: "finger-up", x: last.x - r, y: last.y - r, width: 2 * r, height: 2 * r, fill: "none", stroke: color, "vector-effect": "non-scaling-stroke" }, fingerLayer);
              if (labelled) text("text", { class: "time-mark", x: last.x + r * 1.4, y: last.y + font, "font-size": font }, `${f.touch}${f.ending === "up" ? "↑" : "✕"} ${num(last.t)} ms`, fingerLayer);
            }
            const now = el("circle", { class: "finger-now", r: r * 1.6, fill: color, visibility: "hidden", "vector-effect": "non-scaling-stroke" }, fingerLayer);
            fingerMarkers.push({ element: now, finger: f });
          }
        }

        /// Where each view is in the window with its scroll views' current offsets and zooms and its
        /// transform, and the part of it those scroll views leave visible: its label goes there, or
        /// nowhere.
        function placeViews() {
          for (const v of views) {
            const parent = v.parent < 0 ? null : views[v.parent];
            const m = (v.map = windowMap(v)), w = m.a * v.state.w, h = m.d * v.state.h;
            v.abs = { x: Math.min(m.e, m.e + w), y: Math.min(m.f, m.f + h), w: Math.abs(w), h: Math.abs(h) };
            v.visible = intersect(v.abs, parent ? (parent.scroll ? intersect(parent.visible, parent.abs) : parent.visible) : null);
          }
        }

        /// Moves the scene to time `t`: scroll contents to their offsets and zooms, views to their
        /// states, fingers that are down to where they were.
        function drawSceneAt(t) {
          for (const s of scrollContents) {
            const o = offsetAt(s.points, t);
            s.element.setAttribute("transform", `translate(${-o.x},${-o.y})`);
            s.view.offset = o;
            if (o.zoom !== s.view.zoom) {
              s.view.zoom = o.zoom;
              s.view.contentRect.setAttribute("width", s.view.scroll.cw * o.zoom);
              s.view.contentRect.setAttribute("height", s.view.scroll.ch * o.zoom);
            }
          }
          updateViews(t);
          placeViews();
          layoutLabels();
          for (const m of fingerMarkers) {
            const points = m.finger.points, i = lastAt(points, t);
            const lifted = m.finger.ending && t > points[points.length - 1].t;
            if (i < 0 || lifted) { m.element.setAttribute("visibility", "hidden"); continue; }
            m.element.setAttribute("visibility", "visible");
            m.element.setAttribute("cx", points[i].x);
            m.element.setAttribute("cy", points[i].y);
          }
        }

        """#
}
