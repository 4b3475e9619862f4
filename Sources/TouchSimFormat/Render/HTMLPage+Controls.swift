import TouchSimReader
import TouchSimReplay

extension HTMLPage {
    /// The page's behaviour: the time slider scrubs the scene, the log and the timeline's
    /// cursor; hovering a mark shows its line and why it happened, clicking it moves there; the wheel zooms the
    /// timeline. With `#selfcheck` in the address, the page checks itself once drawn and
    /// writes what it found into `#selfcheck` as JSON, for the browser test.
    static let controlsScript = #"""
        const slider = document.getElementById("time");
        const nowLabel = document.getElementById("now");
        const log = document.getElementById("log");
        const detail = document.getElementById("detail");
        const tip = document.getElementById("tip");
        const markTimes = [...new Set(marks.map((m) => m.t))];
        // The page opens when the last finger lifted: every path drawn, offsets as the
        // fingers left them.
        const lastInput = marks.findLast((m) => lanes[m.lane].kind === "finger");
        const openingTime = lastInput ? lastInput.t : end;
        let now = openingTime;

        function line(m) { return `${num(m.t)}  ${m.type}  ${m.text}`; }
        /// The line and, when a rule decided it, why (as `replay --explain` says it).
        function explained(m) { return m.why ? `${line(m)}\n  because ${m.why}` : line(m); }
        function spanText(s) {
          const what = s.row === 1 ? "highlighted" : lanes[s.lane].kind === "view" ? "touches" : lanes[s.lane].kind === "finger" ? "down" : "recognizing";
          return `${lanes[s.lane].label}: ${what} ${num(s.start)}–${num(s.end)} ms (${s.ending})\n  first: ${s.first}\n  last:  ${s.last}`;
        }

        function setTime(t) {
          now = Math.max(0, Math.min(end, t));
          slider.value = now;
          nowLabel.textContent = `${num(now)} ms`;
          drawSceneAt(now);
          moveCursor(now);
          const last = lastAt(marks, now);
          const first = Math.max(0, last - 15);
          log.textContent = "";
          for (let i = first; i <= last; i++) {
            const row = document.createElement("div");
            row.textContent = line(marks[i]);
            if (marks[i].t === marks[last].t) row.className = "at";
            log.appendChild(row);
          }
          log.scrollTop = log.scrollHeight;
        }

        function step(direction) {
          const i = direction > 0 ? markTimes.findIndex((t) => t > now) : markTimes.findLastIndex((t) => t < now);
          if (i >= 0) setTime(markTimes[i]);
        }

        function describe(target) {
          if (target.dataset.i !== undefined) return explained(marks[Number(target.dataset.i)]);
          if (target.dataset.s !== undefined) return spanText(spans[Number(target.dataset.s)]);
          return null;
        }

        function install() {
          slider.max = end;
          slider.addEventListener("input", () => setTime(Number(slider.value)));
          document.getElementById("prev").addEventListener("click", () => step(-1));
          document.getElementById("next").addEventListener("click", () => step(1));
          document.addEventListener("keydown", (e) => {
            if (e.key === "ArrowLeft") step(-1);
            if (e.key === "ArrowRight") step(1);
          });
          timelineSvg.addEventListener("mouseover", (e) => {
            const text = describe(e.target);
            tip.hidden = text === null;
            if (text !== null) tip.textContent = text;
          });
          timelineSvg.addEventListener("mousemove", (e) => {
            tip.style.left = `${e.clientX + 12}px`;
            tip.style.top = `${e.clientY + 12}px`;
          });
          timelineSvg.addEventListener("mouseleave", () => { tip.hidden = true; });
          timelineSvg.addEventListener("click", (e) => {
            const text = describe(e.target);
            if (text !== null) detail.textContent = text;
            const i = e.target.dataset.i;
            const x = e.clientX - timelineSvg.getBoundingClientRect().left;
            setTime(i !== undefined ? marks[Number(i)].t : x >= labelWidth ? tOf(x) : now);
          });
          timelineSvg.addEventListener("wheel", (e) => {
            e.preventDefault();
            const x = e.clientX - timelineSvg.getBoundingClientRect().left;
            zoom(x >= labelWidth ? tOf(x) : now, e.deltaY > 0 ? 1.25 : 0.8);
          }, { passive: false });
          document.getElementById("fit").addEventListener("click", () => { windowStart = 0; windowEnd = Math.max(end, 1); redraw(); });
          document.getElementById("empty-count").textContent = allLanes.length - busyLanes.length;
          document.getElementById("empty-lanes").addEventListener("change", (e) => showEmptyLanes(e.target.checked));
          installSceneZoom();
          window.addEventListener("resize", redraw);
        }

        function zoom(center, factor) {
          const width = Math.min(Math.max(end, 1), Math.max(0.01, (windowEnd - windowStart) * factor));
          windowStart = Math.max(0, Math.min(Math.max(end, 1) - width, center - (center - windowStart) * (width / (windowEnd - windowStart))));
          windowEnd = windowStart + width;
          redraw();
        }

        function redraw() { drawTimeline(); moveCursor(now); }

        function showEmptyLanes(shown) {
          document.getElementById("empty-lanes").checked = shown;
          laneOrder = shown ? allLanes : busyLanes;
          redraw();
        }

        function selfcheck(loadMs) {
          const count = (selector) => document.querySelectorAll(selector).length;
          const signature = () => [...document.querySelectorAll(".finger-now, .scroll-content")]
            .map((e) => ["transform", "visibility", "cx", "cy"].map((a) => e.getAttribute(a)).join(" ")).join(";");
          const times = [0, end / 4, end / 2, (3 * end) / 4, end];
          // The first fingers' downs and lifts are enough to see the scene move; every finger of
          // a 1,000-finger trace would redraw the scene 2,000 times, seconds of the browser test.
          for (const f of fingers.slice(0, 20)) times.push(f.points[0].t, f.points[f.points.length - 1].t);
          const signatures = new Set(times.map((t) => { setTime(t); return signature(); }));
          const firstMark = document.querySelector(".mark");
          let tooltip = null;
          if (firstMark) {
            firstMark.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
            tooltip = tip.hidden ? null : tip.textContent.startsWith(line(marks[Number(firstMark.dataset.i)]));
          }
          // A mark a rule decided: hovering shows its explanation, clicking puts it in the detail.
          const decided = [...document.querySelectorAll(".mark")].find((e) => marks[Number(e.dataset.i)].why);
          let explainedTip = null, explainedDetail = null;
          if (decided) {
            decided.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
            explainedTip = tip.hidden ? null : tip.textContent;
            decided.dispatchEvent(new MouseEvent("click", { bubbles: true }));
            explainedDetail = detail.textContent;
          }
          const lanesOf = (kind) => count(`.lane[data-kind="${kind}"]`);
          const lanesShown = count(".lane");
          const nothingOn = (lane) => marksByLane.get(lane).length === 0 && spansByLane.get(lane).length === 0;
          const emptyLanesShown = [...document.querySelectorAll(".lane")].filter((e) => nothingOn(Number(e.dataset.lane))).length;
          showEmptyLanes(true);
          const allLaneCounts = { finger: lanesOf("finger"), view: lanesOf("view"), scroll: lanesOf("scroll"), recognizer: lanesOf("recognizer") };
          showEmptyLanes(false);
          // The scene's labels: none over another (their boxes on the page), at the fit and
          // zoomed in four times around the scene's centre, where more of them fit.
          const labelBoxes = () => [...sceneSvg.querySelectorAll(".label")].filter((e) => e.getAttribute("visibility") === "visible").map((e) => e.getBoundingClientRect());
          const overlapsOf = (boxes) => {
            let n = 0;
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i], b = boxes[j];
              if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) n++;
            }
            return n;
          };
          const fitBoxes = labelBoxes();
          const sceneBox = sceneSvg.getBoundingClientRect();
          for (let i = 0; i < 6; i++) zoomScene(sceneBox.left + sceneBox.width / 2, sceneBox.top + sceneBox.height / 2, 0.8);
          const zoomedBoxes = labelBoxes();
          const zoomedWidth = sceneView.w;
          applySceneView(sceneFit);
          const labels = { atFit: fitBoxes.length, zoomed: zoomedBoxes.length, overlaps: overlapsOf(fitBoxes) + overlapsOf(zoomedBoxes),
            stacks: views.filter((v) => v.stack && v.stack.length > 1).length, zoomedIn: zoomedWidth < sceneFit.w };
          // Where the views a transform, a zoom or an event moves are drawn at the end, read
          // back from the drawing itself (its SVG transforms), in window points.
          setTime(end);
          const toScene = sceneSvg.getScreenCTM().inverse();
          const drawnAtEnd = {};
          for (const v of views) {
            if (!v.rect || !(v.changes || v.map.a !== 1 || v.map.d !== 1)) continue;
            const m = toScene.multiply(v.rect.getScreenCTM()), w = m.a * v.state.w, h = m.d * v.state.h;
            drawnAtEnd[v.id] = [m.e, m.f, w, h].map((n) => Math.round(n * 100) / 100);
          }
          setTime(openingTime);
          // The pointer leaves, as a person's would: a screenshot of the checked page shows the
          // clicked mark's line and why, and no tooltip left where the check hovered.
          timelineSvg.dispatchEvent(new MouseEvent("mouseleave"));
          const result = {
            errors: window.touchsimErrors, loadMs: Math.round(loadMs), fingers: fingers.length,
            fingerPaths: count(".finger-path"), lanes: allLaneCounts, lanesShown, emptyLanesShown, labels, views: count("#tree .view"),
            marks: count(".mark"), scrubChanges: signatures.size > 1, tooltipShowsLine: tooltip, explainedTip,
            explainedDetail, drawnAtEnd,
          };
          document.getElementById("selfcheck").textContent = JSON.stringify(result);
        }

        document.getElementById("title").textContent = data.name || "touchsim replay";
        document.title = `touchsim: ${data.name || "replay"}`;
        document.getElementById("meta").textContent = `iOS ${data.ios} · ${num(end)} ms · ${fingers.length} finger touches · ` +
          `${marks.length} lines drawn${data.omitted ? ` (${data.omitted} more left out, evenly spread)` : ""}`;
        drawScene();
        applySceneView(sceneFit);
        drawTimeline();
        install();
        setTime(openingTime);
        if (location.hash === "#selfcheck") selfcheck(performance.now());

        """#
}
