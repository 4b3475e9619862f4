import TouchSimReader

extension HTMLPage {
    /// The page's CSS: the scene left, the scrubber and the log right, the timeline below.
    /// Mark colours follow the kind of line: touches blue, recognizers purple, controls orange,
    /// highlight yellow (a cell's too), a cell's selection orange, scroll green, fingers grey.
    static let style = #"""
        :root { --ink: #1d2330; --muted: #6b7280; --grid: #e5e7eb; --touch: #2563eb; --gesture: #7c3aed;
          --control: #ea580c; --highlight: #facc15; --scroll: #16a34a; --finger: #475569; --bad: #dc2626; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: #fff; }
        header { padding: 8px 16px; border-bottom: 1px solid var(--grid); }
        h1 { font-size: 16px; margin: 0; }
        #meta { margin: 2px 0 0; color: var(--muted); }
        #top { display: flex; gap: 16px; padding: 8px 16px; align-items: flex-start; }
        #scene-box { flex: none; }
        #scene { display: block; background: #f8fafc; border: 1px solid var(--grid); cursor: grab; }
        #scene-tools { color: var(--muted); padding: 0 0 4px; }
        #side { flex: 1; min-width: 280px; }
        #controls { display: flex; gap: 6px; align-items: center; }
        #time { flex: 1; }
        #now { font-variant-numeric: tabular-nums; min-width: 90px; text-align: right; }
        pre { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; margin: 8px 0 0; white-space: pre-wrap; }
        #log { background: #f8fafc; border: 1px solid var(--grid); padding: 6px; height: 300px; overflow: auto; }
        #log .at { background: #fef9c3; }
        #detail { color: var(--muted); }
        #timeline-box { padding: 0 16px 16px; }
        #timeline-tools { color: var(--muted); padding: 4px 0; }
        #timeline { display: block; width: 100%; user-select: none; }
        #tip { position: fixed; pointer-events: none; background: var(--ink); color: #fff; padding: 3px 6px;
          border-radius: 3px; font: 12px ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; max-width: 640px; z-index: 2; }
        .frame { fill: rgba(148, 163, 184, 0.08); stroke: #94a3b8; }
        .frame.control { fill: rgba(234, 88, 12, 0.08); stroke: var(--control); }
        .frame.scroll { fill: none; stroke: var(--scroll); }
        .frame.off { stroke-dasharray: 4 3; opacity: 0.5; }
        .content-size { fill: rgba(22, 163, 74, 0.05); stroke: var(--scroll); stroke-dasharray: 6 4; }
        .label { fill: var(--muted); }
        .finger-path { fill: none; stroke-width: 2; stroke-linejoin: round; stroke-linecap: round; opacity: 0.85; }
        .finger-now { stroke: #fff; }
        .time-mark { fill: var(--ink); }
        .lane-bg { fill: #fff; }
        .lane:nth-child(even) .lane-bg { fill: #f8fafc; }
        .lane-label { fill: var(--ink); font-size: 11px; }
        .lane-label.finger { fill: var(--finger); }
        .axis { fill: var(--muted); font-size: 10px; }
        .tick { stroke: var(--grid); }
        #cursor { stroke: var(--bad); stroke-width: 1; }
        .span { opacity: 0.35; }
        .s-finger { fill: var(--finger); } .s-view { fill: var(--touch); } .s-recognizer { fill: var(--gesture); }
        .s-highlight { fill: var(--highlight); opacity: 0.8; }
        .mark { cursor: pointer; }
        .m-down, .m-up, .m-move, .m-cancel { fill: var(--finger); }
        .m-began, .m-moved, .m-ended { fill: var(--touch); } .m-cancelled { fill: var(--bad); }
        .m-g-began, .m-g-changed, .m-g-ended, .m-g-recognized { fill: var(--gesture); }
        .m-g-failed, .m-g-cancelled { fill: var(--bad); }
        .m-ask { fill: var(--muted); } .m-control { fill: var(--control); }
        .m-hl-on, .m-hl-off { fill: #ca8a04; } .m-scroll { fill: var(--scroll); }
        .m-sel-highlight, .m-sel-unhighlight { fill: #ca8a04; } .m-sel-select, .m-sel-deselect, .m-sel-appDeselect { fill: var(--control); }
        .m-pres-dismissDrag, .m-pres-restored, .m-pres-didAttemptToDismiss { fill: var(--scroll); } .m-pres-dismissed { fill: var(--control); }
        .m-menu-shown { fill: var(--control); } .m-menu-cancelled, .m-menu-dismissed { fill: var(--muted); }
        .m-swipe-opened, .m-swipe-closed { fill: var(--scroll); } .m-swipe-fullSwipe { fill: var(--control); }
        .m-move, .m-moved, .m-g-changed { opacity: 0.4; }
        .curve { fill: none; stroke: var(--scroll); stroke-width: 1.5; }
        .curve.x { stroke: #0891b2; }

        """#
}
