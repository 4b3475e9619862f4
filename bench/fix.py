#!/usr/bin/env python3
"""make bench (fix part): a 3-change `touchsim fix` search over a generated screen.

The screen has more than 200 views (issue 31: "a 3-change search over 5 traces of a 200-view
screen under 1 s"): a feed holding four paging carousels (each with a long press), a table with
its iOS 8 wrapper view, a photo with a single and a double tap, forty-five rows of a label, an image
and a button each, and a dismiss-keyboard tap over all of it. Five traces want a quick tap to
highlight, a slow drag to scroll the feed, a double tap to win over the single tap, a carousel
to page and a table row's button to keep working. The search tries every set of up to 3 changes that
contains no smaller fix, and replays each fix's probes.

It prints the number of change sets tried (most are settled without a replay: a trace that
sees none of a set's changes, or the same ones as an earlier set, is not replayed again), the
wall and CPU time on 1 and on 2 threads, the time of replaying the five traces once (one
`touchsim replay` each, process start included), the ratio, and the target beside it: the
search under 1 s on the 2-core machine (issue 31), a ratio of about 45 against that replay.
Nothing is asserted; on a machine shared with other work the CPU time is the steadier figure.
Usage: bench/fix.py TOUCHSIM [DIR]
"""
import json, os, resource, shutil, subprocess, sys, tempfile, time

CAROUSELS = 4
TARGET_SECONDS = 1.0
ROWS = 45


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
                                    "contentSize": [390, 900 + ROWS * 60],
                                    "subviews": carousels + [table, photo] + rows()}]}],
    }


def rows():
    """Rows below the photo: a container with a label, an image and a button each."""
    return [{"id": "item%d" % i, "frame": [0, 900 + i * 60, 390, 60], "subviews": [
        {"id": "title%d" % i, "class": "UILabel", "frame": [16, 10, 200, 40]},
        {"id": "thumb%d" % i, "class": "UIImageView", "frame": [230, 10, 40, 40]},
        {"id": "like%d" % i, "class": "UIButton", "frame": [300, 10, 70, 40]}]} for i in range(ROWS)]


def count(view):
    return 1 + sum(count(v) for v in view.get("subviews", []))


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
        "page.json": (["carousel1:scrolled"],
                      [{"t": 0, "touch": 1, "phase": "down", "x": 300, "y": 220},
                       {"t": 16, "touch": 1, "phase": "move", "x": 260, "y": 221},
                       {"t": 32, "touch": 1, "phase": "move", "x": 180, "y": 222},
                       {"t": 48, "touch": 1, "phase": "up", "x": 120, "y": 222}]),
        "row-button.json": (["follow1:touchUpInside"], tap(330, 666, hold=200)),
    }


def main():
    touchsim = sys.argv[1]
    directory = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="touchsim-fix-bench-")
    os.makedirs(directory, exist_ok=True)
    screen = tree()
    print("touchsim fix: a screen of %d views" % count(screen))
    paths = []
    for name, (want, events) in scenarios().items():
        scene = {"touchsim": 1, "name": "bench: " + name, "ios": "8.4", "tree": screen, "want": want,
                 "events": events}
        paths.append(os.path.join(directory, name))
        with open(paths[-1], "w") as f:
            json.dump(scene, f)
    try:
        timings = {}
        cpu = {}
        for jobs in (1, 2):
            start = time.monotonic()
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            result = subprocess.run([touchsim, "fix", *paths, "--max-changes", "3", "--format", "jsonl",
                                     "--jobs", str(jobs)], capture_output=True, text=True)
            timings[jobs] = time.monotonic() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[jobs] = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            if result.returncode not in (0, 1):
                sys.exit("touchsim fix failed: " + result.stderr)
            summary = json.loads(result.stdout.splitlines()[-1])
            fixes = [json.loads(line) for line in result.stdout.splitlines() if '"type":"fix"' in line]
        found = ("%d fixes, the smallest of %d changes" % (summary["fixes"], min(len(f["changes"]) for f in fixes))
                 if fixes else "no fix within 3 changes")
        print("touchsim fix: %d traces, a 3-change search: %d change sets tried, %s"
              % (len(paths), summary["searched"], found))
        start = time.monotonic()
        for path in paths:
            subprocess.run([touchsim, "replay", path], capture_output=True, check=True)
        replay = time.monotonic() - start
        for jobs, seconds in timings.items():
            print("  --jobs %d: %.2f s wall time, %.2f s CPU time (%.1f µs per set)"
                  % (jobs, seconds, cpu[jobs], seconds * 1e6 / max(1, summary["searched"])))
        print("  2 threads vs 1: %.2f× the time" % (timings[2] / timings[1]))
        best = min(timings.values())
        print("  replaying the %d traces once: %.3f s; the search takes %.1f× that (target: under %g s, "
              "about %.0f× here; %s)"
              % (len(paths), replay, best / replay, TARGET_SECONDS, TARGET_SECONDS / replay,
                 "met" if best < TARGET_SECONDS else "NOT met"))
    finally:
        if len(sys.argv) <= 2:
            shutil.rmtree(directory)


if __name__ == "__main__":
    main()
