#!/usr/bin/env python3
"""make bench (fix part): a 3-change `touchsim fix` search over a generated screen.

The screen has a dozen scroll views and recognizers that the traces' touches reach: a feed
holding four paging carousels (each with a long press), a table with its iOS 8 wrapper view, a
photo with a single and a double tap, and a dismiss-keyboard tap over all of it. Three traces
want a quick tap to highlight, a slow drag to scroll the feed and a double tap to win over the
single tap. The search tries every set of up to 3 changes that contains no smaller fix.

It prints the number of change sets tried (most are settled without a replay: a trace that
sees none of a set's changes, or the same ones as an earlier set, is not replayed again), the
wall time on 1 and on 2 threads, and their ratio. Nothing is asserted.
Usage: bench/fix.py TOUCHSIM [DIR]
"""
import json, os, shutil, subprocess, sys, tempfile, time

CAROUSELS = 4


def tree():
    carousels = [{
        "id": "carousel%d" % i, "class": "UIScrollView", "frame": [0, i * 150, 390, 140],
        "contentSize": [780, 140], "pagingEnabled": True,
        "gestureRecognizers": [{"id": "press%d" % i, "type": "longPress"}],
        "subviews": [{"id": "card%d_%d" % (i, j), "class": "UIButton", "frame": [20 + j * 390, 10, 350, 120]}
                     for j in range(2)],
    } for i in range(CAROUSELS)]
    table = {
        "id": "table", "class": "UITableView", "frame": [0, 600, 390, 100], "contentSize": [390, 600],
        "subviews": [{"id": "row%d" % i, "class": "UITableViewCell", "frame": [0, i * 44, 390, 44],
                      "subviews": [{"id": "follow%d" % i, "class": "UIButton", "frame": [300, 0, 80, 44]}]}
                     for i in range(2)],
    }
    photo = {"id": "photo", "frame": [0, 700, 390, 144], "gestureRecognizers": [
        {"id": "single", "type": "tap"}, {"id": "double", "type": "tap", "numberOfTapsRequired": 2}]}
    return {
        "id": "window", "frame": [0, 0, 390, 844],
        "subviews": [{"id": "screen", "frame": [0, 0, 390, 844],
                      "gestureRecognizers": [{"id": "dismiss", "type": "tap", "cancelsTouchesInView": False}],
                      "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844],
                                    "contentSize": [390, 3000], "subviews": carousels + [table, photo]}]}],
    }


def tap(x, y, t=0, hold=80):
    return [{"t": t, "touch": 1, "phase": "down", "x": x, "y": y},
            {"t": t + hold, "touch": 1, "phase": "up", "x": x, "y": y}]


def scenarios():
    drag = [{"t": 0, "touch": 1, "phase": "down", "x": 100, "y": 220},
            {"t": 200, "touch": 1, "phase": "move", "x": 100, "y": 200},
            {"t": 300, "touch": 1, "phase": "move", "x": 100, "y": 140},
            {"t": 400, "touch": 1, "phase": "up", "x": 100, "y": 140}]
    return {
        "quick-tap.json": (["card0_0:highlight<100ms", "card0_0:touchUpInside"], tap(100, 70)),
        "drag.json": (["feed:scrolled"], drag),
        "double-tap.json": (["double:recognized", "!single:recognized", "follow0:touchUpInside"],
                            tap(100, 770) + tap(102, 770, 200) + tap(320, 620, 600)),
    }


def main():
    touchsim = sys.argv[1]
    directory = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="touchsim-fix-bench-")
    os.makedirs(directory, exist_ok=True)
    screen = tree()
    paths = []
    for name, (want, events) in scenarios().items():
        scene = {"touchsim": 1, "name": "bench: " + name, "ios": "8.4", "tree": screen, "want": want,
                 "events": events}
        paths.append(os.path.join(directory, name))
        with open(paths[-1], "w") as f:
            json.dump(scene, f)
    try:
        timings = {}
        for jobs in (1, 2):
            start = time.monotonic()
            result = subprocess.run([touchsim, "fix", *paths, "--max-changes", "3", "--format", "jsonl",
                                     "--jobs", str(jobs)], capture_output=True, text=True)
            timings[jobs] = time.monotonic() - start
            if result.returncode not in (0, 1):
                sys.exit("touchsim fix failed: " + result.stderr)
            summary = json.loads(result.stdout.splitlines()[-1])
            fixes = [json.loads(line) for line in result.stdout.splitlines() if '"type":"fix"' in line]
        found = ("%d fixes, the smallest of %d changes" % (summary["fixes"], min(len(f["changes"]) for f in fixes))
                 if fixes else "no fix within 3 changes")
        print("touchsim fix: %d traces, a 3-change search: %d change sets tried, %s"
              % (len(paths), summary["searched"], found))
        for jobs, seconds in timings.items():
            print("  --jobs %d: %.2f s wall time (%.1f µs per set)" % (jobs, seconds, seconds * 1e6 / max(1, summary["searched"])))
        print("  2 threads vs 1: %.2f× the time" % (timings[2] / timings[1]))
    finally:
        if len(sys.argv) <= 2:
            shutil.rmtree(directory)


if __name__ == "__main__":
    main()
