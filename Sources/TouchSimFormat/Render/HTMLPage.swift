import TouchSimOutput
import TouchSimReplay

/// `touchsim render`: the picture of a replay as one self-contained HTML page
/// (docs/format.md §4.13): inline CSS, SVG drawn by inline JavaScript from the picture's JSON,
/// nothing fetched from the network.
///
/// The page's parts live in their own files as string literals (`HTMLPage+Style`,
/// `HTMLPage+Scene`, `HTMLPage+SceneGeometry`, `HTMLPage+SceneZoom`, `HTMLPage+Timeline`, `HTMLPage+Controls`) rather than as package
/// resources, which are fragile on Linux.
enum HTMLPage {
    /// Writes the page showing `picture`.
    static func write(_ picture: ReplayPicture, to sink: ByteSink) {
        sink.append(
            """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="touchsim render">
            <title>touchsim replay</title>
            <script>
            // Installed first, so that the self-check sees every error of the scripts below.
            window.touchsimErrors = [];
            window.addEventListener("error", (e) => window.touchsimErrors.push(String(e.message)));
            const consoleError = console.error;
            console.error = (...args) => { window.touchsimErrors.push(args.join(" ")); consoleError.apply(console, args); };
            </script>
            <style>

            """)
        sink.append(style)
        sink.append(
            """
            </style>
            </head>
            <body>
            <header><h1 id="title"></h1><p id="meta"></p></header>
            <div id="top">
              <div id="scene-box">
                <div id="scene-tools"><span>Wheel: zoom · drag: move</span> <button id="scene-fit">Fit</button></div>
                <svg id="scene" role="img" aria-label="the view tree and the fingers"></svg>
              </div>
              <div id="side">
                <div id="controls">
                  <button id="prev" title="previous line (←)">◀</button>
                  <input type="range" id="time" min="0" max="1" step="any" aria-label="time">
                  <button id="next" title="next line (→)">▶</button>
                  <output id="now"></output>
                </div>
                <pre id="log"></pre>
                <pre id="detail">Hover over a mark of the timeline to see its line and why it happened; click it to keep it here and move there.</pre>
              </div>
            </div>
            <div id="timeline-box">
              <div id="timeline-tools"><span>Wheel: zoom · click: move the time there</span> <button id="fit">Fit</button>
                <label><input type="checkbox" id="empty-lanes"> show the <span id="empty-count">0</span> lanes where nothing happened</label></div>
              <svg id="timeline"></svg>
            </div>
            <div id="tip" hidden></div>
            <pre id="selfcheck" hidden></pre>
            <script type="application/json" id="replay-data">

            """)
        picture.writeJSON(to: sink)
        sink.append("\n</script>\n<script>\n\"use strict\";\n")
        for script in [sceneScript, sceneGeometryScript, sceneZoomScript, timelineScript, controlsScript] {
            sink.append(script)
        }
        sink.append("</script>\n</body>\n</html>\n")
    }
}
