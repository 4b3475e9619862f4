import TouchSimReader

extension HTMLPage {
    /// The scene's zoom and its labels: the wheel zooms around the pointer, a drag pans, *Fit*
    /// shows the whole scene. At every zoom and time the labels are placed again, front to back, each
    /// inside the visible part of its view at its top left, a row lower when an earlier label
    /// is there, cut to the view's width with "…", and left out where it does not fit: labels
    /// never print over each other, at 10 views or at 1,000. Hovering a view names it (and the
    /// stack it heads) whatever its label shows.
    static let sceneZoomScript = #"""
        let sceneView = null;
        const labelPixels = 10, rowPixels = 12, gridPixels = 24;
        const measureContext = document.createElement("canvas").getContext("2d");
        measureContext.font = `${labelPixels}px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif`;
        const textWidths = new Map();
        function textWidth(s) {
          let w = textWidths.get(s);
          if (w === undefined) { w = measureContext.measureText(s).width; textWidths.set(s, w); }
          return w;
        }

        /// Pixels of the page per window point at the current zoom.
        function scenePixelsPerPoint() { return Number(sceneSvg.getAttribute("width")) / sceneView.w; }

        function applySceneView(view) {
          const minimum = sceneFit.w / 40;
          const w = Math.max(minimum, Math.min(sceneFit.w, view.w)), h = w * (sceneFit.h / sceneFit.w);
          const x = Math.max(sceneFit.x, Math.min(sceneFit.x + sceneFit.w - w, view.x));
          const y = Math.max(sceneFit.y, Math.min(sceneFit.y + sceneFit.h - h, view.y));
          sceneView = { x, y, w, h };
          sceneSvg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
          const font = labelPixels / scenePixelsPerPoint();
          for (const e of sceneSvg.querySelectorAll(".time-mark")) e.setAttribute("font-size", font);
          layoutLabels();
        }

        /// Places every stack's label for the current zoom; returns how many it showed.
        function layoutLabels() {
          const k = scenePixelsPerPoint();
          const taken = new Map();
          const cells = (box) => {
            const keys = [];
            for (let gx = Math.floor(box.x / gridPixels); gx <= Math.floor((box.x + box.w) / gridPixels); gx++)
              for (let gy = Math.floor(box.y / gridPixels); gy <= Math.floor((box.y + box.h) / gridPixels); gy++) keys.push(`${gx},${gy}`);
            return keys;
          };
          const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          let shown = 0;
          // Front to back: the views in front (a bar, a cell's button) are labelled first, the
          // containers behind them where room is left.
          for (let i = views.length - 1; i >= 0; i--) {
            const v = views[i];
            if (!v.label) continue;
            const area = intersect(v.visible, sceneView);
            let placed = null, content = v.labelText;
            if (area) {
              const left = (area.x - sceneView.x) * k + 2, top = (area.y - sceneView.y) * k;
              const room = area.w * k - 4;
              if (textWidth(content) > room) {
                let n = content.length - 1;
                while (n > 0 && textWidth(content.slice(0, n) + "…") > room) n--;
                content = n >= 2 ? content.slice(0, n) + "…" : null;
              }
              for (let row = 0; content && (row + 1) * rowPixels <= area.h * k && row < 8; row++) {
                const box = { x: left, y: top + row * rowPixels, w: textWidth(content), h: rowPixels };
                const keys = cells(box);
                if (keys.some((key) => (taken.get(key) || []).some((other) => meets(box, other)))) continue;
                for (const key of keys) { if (!taken.has(key)) taken.set(key, []); taken.get(key).push(box); }
                placed = { x: area.x - v.abs.x + 2 / k, y: area.y - v.abs.y + (row * rowPixels + labelPixels) / k };
                break;
              }
            }
            if (placed) {
              v.label.textContent = content;
              v.label.setAttribute("x", placed.x);
              v.label.setAttribute("y", placed.y);
              v.label.setAttribute("font-size", labelPixels / k);
              // In a scaled view the label keeps the window's units: its size does not scale.
              const scaled = v.map.a !== 1 || v.map.d !== 1;
              if (scaled || v.label.hasAttribute("transform")) v.label.setAttribute("transform", scaled ? `scale(${1 / v.map.a},${1 / v.map.d})` : "");
              v.label.setAttribute("visibility", "visible");
              shown++;
            } else v.label.setAttribute("visibility", "hidden");
          }
          return shown;
        }

        function zoomScene(clientX, clientY, factor) {
          const box = sceneSvg.getBoundingClientRect();
          const px = sceneView.x + ((clientX - box.left) / box.width) * sceneView.w;
          const py = sceneView.y + ((clientY - box.top) / box.height) * sceneView.h;
          const w = sceneView.w * factor, h = sceneView.h * factor;
          applySceneView({ x: px - (px - sceneView.x) * (w / sceneView.w), y: py - (py - sceneView.y) * (h / sceneView.h), w, h });
        }

        /// What the scene's tip says of a view: its id, class and frame, and the views it stacks.
        function describeView(target) {
          if (target.dataset.v === undefined) return null;
          const v = views[Number(target.dataset.v)];
          const frame = `(${num(v.abs.x)}, ${num(v.abs.y)}, ${num(v.abs.w)} × ${num(v.abs.h)})`;
          const stack = v.stack.length > 1 ? `\nstacked with: ${v.stack.slice(1).map((s) => `${s.id} ${s.cls}`).join(", ")}` : "";
          return `${v.id} ${v.cls} ${frame}${stack}`;
        }

        function installSceneZoom() {
          sceneSvg.addEventListener("wheel", (e) => {
            e.preventDefault();
            zoomScene(e.clientX, e.clientY, e.deltaY > 0 ? 1.25 : 0.8);
          }, { passive: false });
          let dragFrom = null;
          sceneSvg.addEventListener("mousedown", (e) => {
            e.preventDefault();
            dragFrom = { x: e.clientX, y: e.clientY, view: sceneView };
          });
          window.addEventListener("mouseup", () => { dragFrom = null; });
          sceneSvg.addEventListener("mousemove", (e) => {
            tip.style.left = `${e.clientX + 12}px`;
            tip.style.top = `${e.clientY + 12}px`;
            if (!dragFrom) return;
            const k = scenePixelsPerPoint();
            applySceneView({ ...dragFrom.view, x: dragFrom.view.x - (e.clientX - dragFrom.x) / k, y: dragFrom.view.y - (e.clientY - dragFrom.y) / k });
          });
          sceneSvg.addEventListener("mouseover", (e) => {
            const text = describeView(e.target);
            tip.hidden = text === null;
            if (text !== null) tip.textContent = text;
          });
          sceneSvg.addEventListener("mouseleave", () => { tip.hidden = true; });
          document.getElementById("scene-fit").addEventListener("click", () => applySceneView(sceneFit));
        }

        """#
}
