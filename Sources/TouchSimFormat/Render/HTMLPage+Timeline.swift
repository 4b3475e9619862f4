import TouchSimReader

extension HTMLPage {
    /// Draws the timeline: one lane per finger, then one per view, scroll view and recognizer
    /// in tree order (those where nothing happened only when asked), with spans as bars, lines as marks and each scroll view's offset as a
    /// curve. A lane draws at most one mark per pixel, so a trace of ten thousand events draws
    /// a few thousand shapes at most.
    static let timelineScript = #"""
        const timelineSvg = document.getElementById("timeline");
        const labelWidth = 240, laneHeight = 18, curveHeight = 44, axisHeight = 20;
        const marksByLane = new Map(lanes.map((l) => [l.index, []]));
        marks.forEach((m, i) => marksByLane.get(m.lane).push(i));
        const spansByLane = new Map(lanes.map((l) => [l.index, []]));
        spans.forEach((s, i) => spansByLane.get(s.lane).push(i));
        // A lane where nothing happened (a view no touch reached, a recognizer that never left
        // possible) is hidden unless the page is asked to show it: an imported screen has
        // dozens of them.
        const allLanes = lanes.filter((l) => l.kind === "finger").concat(lanes.filter((l) => l.kind !== "finger"));
        const busyLanes = allLanes.filter((l) => marksByLane.get(l.index).length > 0 || spansByLane.get(l.index).length > 0);
        let laneOrder = busyLanes;
        let windowStart = 0, windowEnd = Math.max(end, 1);
        let plotWidth = 600, cursor = null;

        function xOf(t) { return labelWidth + ((t - windowStart) / (windowEnd - windowStart)) * plotWidth; }
        function tOf(x) { return windowStart + ((x - labelWidth) / plotWidth) * (windowEnd - windowStart); }
        function clip(x) { return Math.max(labelWidth, Math.min(labelWidth + plotWidth, x)); }

        /// `<name attributes/>` as markup: the timeline of a long trace has thousands of shapes,
        /// and markup parsed at once is several times faster than one element at a time.
        function tag(name, attributes, content) {
          let markup = `<${name}`;
          for (const key in attributes) markup += ` ${key}="${escapeMarkup(attributes[key])}"`;
          return content === undefined ? `${markup}/>` : `${markup}>${escapeMarkup(content)}</${name}>`;
        }
        function escapeMarkup(value) {
          return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
        }

        function drawTimeline() {
          plotWidth = Math.max(200, (timelineSvg.clientWidth || 1000) - labelWidth - 12);
          const heights = laneOrder.map((l) => (l.kind === "scroll" ? curveHeight : laneHeight));
          const total = axisHeight + heights.reduce((a, b) => a + b, 0);
          const parts = [];
          drawAxis(parts, total);
          let y = axisHeight;
          laneOrder.forEach((lane, row) => {
            const h = heights[row];
            parts.push(`<g class="lane" data-kind="${lane.kind}" data-lane="${lane.index}" transform="translate(0,${y})">`);
            parts.push(tag("rect", { class: "lane-bg", x: 0, y: 0, width: labelWidth + plotWidth, height: h }));
            parts.push(tag("text", { class: `lane-label ${lane.kind}`, x: 4, y: h / 2 + 4 }, lane.label));
            drawSpans(parts, spansByLane.get(lane.index), lane, h);
            if (lane.kind === "scroll") drawCurve(parts, offsets.get(lane.index) || [], h);
            drawMarks(parts, marksByLane.get(lane.index), h);
            parts.push("</g>");
            y += h;
          });
          parts.push(tag("line", { id: "cursor", x1: 0, x2: 0, y1: 0, y2: total }));
          timelineSvg.setAttribute("height", total);
          timelineSvg.innerHTML = parts.join("");
          cursor = document.getElementById("cursor");
        }

        function drawAxis(parts, total) {
          const span = windowEnd - windowStart;
          const step = Math.pow(10, Math.floor(Math.log10(span / 5)));
          const unit = [1, 2, 5, 10].map((k) => k * step).find((s) => span / s <= 10);
          for (let t = Math.ceil(windowStart / unit) * unit; t <= windowEnd; t += unit) {
            const x = xOf(t);
            parts.push(tag("line", { class: "tick", x1: x, x2: x, y1: axisHeight - 4, y2: total }));
            parts.push(tag("text", { class: "axis", x: x + 2, y: 12 }, `${num(t)} ms`));
          }
        }

        /// Spans as bars; a span narrower than a pixel where the lane already has one is not drawn again.
        function drawSpans(parts, indices, lane, h) {
          const seen = new Set();
          for (const i of indices) {
            const s = spans[i];
            if (s.end < windowStart || s.start > windowEnd) continue;
            const x0 = clip(xOf(s.start)), x1 = clip(xOf(s.end));
            const key = `${Math.round(x0)} ${s.row}`;
            if (x1 - x0 < 1 && seen.has(key)) continue;
            seen.add(key);
            const kind = s.row === 1 ? "highlight" : lane.kind;
            const top = s.row === 1 ? h / 2 : 2, height = s.row === 1 || lane.kind === "view" ? h / 2 - 2 : h - 4;
            parts.push(tag("rect", { class: `span s-${kind}`, "data-s": i, x: x0, y: top, width: Math.max(2, x1 - x0), height }));
          }
        }

        /// One mark per pixel of a lane: the first line that falls there, a frequent one (a
        /// move, a `moved` call, a `changed` state) only where no other line does.
        function drawMarks(parts, indices, h) {
          const taken = new Set();
          for (const frequent of [false, true]) {
            for (const i of indices) {
              const m = marks[i];
              const small = m.style === "move" || m.style === "moved" || m.style === "g-changed";
              if (small !== frequent || m.t < windowStart || m.t > windowEnd) continue;
              const x = Math.round(xOf(m.t));
              if (taken.has(x)) continue;
              taken.add(x);
              parts.push(tag("rect", { class: `mark m-${m.style}`, "data-i": i, x: x - 1.5, y: small ? h / 2 - 2 : 3, width: 3, height: small ? 4 : h - 6 }));
            }
          }
        }

        /// The offset's x and y, each scaled to the lane, drawn where they change.
        function drawCurve(parts, points, h) {
          if (points.length === 0) return;
          for (const axis of ["y", "x"]) {
            let lo = Infinity, hi = -Infinity;
            for (const p of points) { lo = Math.min(lo, p[axis]); hi = Math.max(hi, p[axis]); }
            if (lo === hi && axis === "x") continue;
            const yOf = (v) => (hi === lo ? h / 2 : h - 4 - ((v - lo) / (hi - lo)) * (h - 8));
            let d = `M${clip(xOf(points[0].t))} ${yOf(points[0][axis])}`;
            for (let i = 1; i < points.length; i++) {
              const p = points[i];
              if (!p.animated) d += ` H${clip(xOf(p.t))}`;
              d += ` L${clip(xOf(p.t))} ${yOf(p[axis])}`;
            }
            d += ` H${clip(xOf(end))}`;
            parts.push(tag("path", { class: `curve ${axis}`, d }));
            parts.push(tag("text", { class: "axis", x: labelWidth + plotWidth - 2, y: axis === "y" ? 10 : h - 2, "text-anchor": "end" },
              `${axis} ${num(lo)}…${num(hi)}`));
          }
        }

        function moveCursor(t) {
          const x = xOf(t), inside = t >= windowStart && t <= windowEnd;
          cursor.setAttribute("x1", x);
          cursor.setAttribute("x2", x);
          cursor.setAttribute("visibility", inside ? "visible" : "hidden");
        }

        """#
}
