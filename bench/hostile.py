#!/usr/bin/env python3
"""Hostile inputs: scenarios of about 10 MB built to make a reader or engine slow (docs/format.md,
"Limits"). Each is replayed once; the table shows exit status, wall time, peak memory and the
first 100 characters of the diagnostic, so that a case that grew slower than its input shows.

    python3 bench/hostile.py [BINARY] [--mb 10] [--keep DIR] [--only NAME]

The target: every input answered (replayed, or refused with exit 2) in under 2 s and 200 MB on a
2-core machine. Exits 1 if one is slower, bigger, or crashed. The "CPU s" column (user + system)
is the figure to read on a machine busy with other work, where the wall time is inflated.
"""
import os, subprocess, sys, tempfile

WINDOW = '{"id": "w", "frame": [0, 0, 390, 844]'


def doc(tree, events="[]", extra=""):
    return '{"touchsim": 1, %s"tree": %s, "events": %s}' % (extra, tree, events)


def window_with(key, items):
    """The window with `key` (subviews, gestureRecognizers) holding the JSON objects `items`."""
    return WINDOW + ', "%s": [%s]}' % (key, ",".join(items))


def events_taps(n, x=10, y=10, drag=False):
    """n events of one finger: down, (move), up, 16 ms apart."""
    out, t = [], 0
    while len(out) < n:
        out.append('{"t":%d,"touch":1,"phase":"down","x":%d,"y":%d}' % (t, x, y))
        t += 16
        if drag:
            out.append('{"t":%d,"touch":1,"phase":"move","x":%d,"y":%d}' % (t, x + 60, y + 60))
            t += 16
        out.append('{"t":%d,"touch":1,"phase":"up","x":%d,"y":%d}' % (t, x, y))
        t += 400
    return "[" + ",".join(out) + "]"


def cases(size):
    """(name, text) pairs, each about `size` bytes."""
    big = "k" * size
    yield "unknown top-level key of 10 MB", '{"%s": 1}' % big
    yield "unknown view key of 10 MB", doc(WINDOW + ', "%s": 1}' % big)
    yield "unknown event key of 10 MB", doc(WINDOW + "}", '[{"t": 0, "%s": 1}]' % big)
    yield "unknown class of 10 MB", doc(WINDOW + ', "class": "%s"}' % big)
    yield "id of 10 MB, twice", doc(WINDOW + ', "subviews": [{"id": "%s", "frame": [0,0,1,1]}, {"id": "%s", "frame": [0,0,1,1]}]}' % ("a" * (size // 2), "a" * (size // 2)))
    n = size // 60
    subviews = ",".join('{"id": "v%d", "frame": [0, 0, 1, 1]}' % i for i in range(n))
    yield "unknown requireToFail id among 160,000 views", doc(
        WINDOW + ', "subviews": [%s], "gestureRecognizers": [{"id": "g", "type": "tap", "requireToFail": ["%s"]}]}' % (subviews, "v" * 1000))
    yield "phase of 10 MB", doc(WINDOW + "}", '[{"t": 0, "touch": 1, "phase": "%s", "x": 0, "y": 0}]' % big)
    yield "name of 10 MB of escapes", doc(WINDOW + "}", extra='"name": "%s", ' % ("\\uD83D\\uDE00\\n" * (size // 14)))
    yield "invalid id of 10 MB of escapes", doc('{"id": "%s", "frame": [0,0,1,1]}' % ("\\u0001" * (size // 6)))
    yield "number of 10 MB of digits", doc(WINDOW + ', "alpha": 0.%s}' % ("1" * size))
    yield "out-of-range number of 10 MB", doc(WINDOW + ', "alpha": 1%s}' % ("0" * size))
    yield "nesting 10 MB deep", '{"x-": ' + "[" * size
    yield "100,000s of ignored keys in one object", "{" + ",".join('"x-%d": 0' % i for i in range(size // 12)) + "}"
    keys = ",".join('"x-%d": 0' % i for i in range(size // 12))
    yield "100,000s of keys in a view, the last unknown", doc('{"id": "w", "frame": [0,0,1,1], ' + keys + ', "bogus": 1}')
    yield "duplicate key after 100,000s of keys", doc('{"id": "w", "frame": [0,0,1,1], ' + keys + ', "x-1": 1}')
    yield "a class chain 100,000s deep", doc(window_with("subviews", (
        '{"id": "v%d", "class": "C%d", "superclass": "%s", "frame": [0,0,1,1]}' % (i, i, "UIView" if i == 0 else "C%d" % (i - 1))
        for i in range(size // 75))))
    yield "100,000s of custom classes", doc(window_with("subviews", (
        '{"id": "v%d", "class": "C%d", "superclass": "UIView", "frame": [0,0,1,1]}' % (i, i) for i in range(size // 70))))
    half = size // 2
    taps = events_taps(half // 45)
    yield "views that miss, and taps", doc(
        window_with("subviews", ('{"id": "v%d", "frame": [200,200,1,1]}' % i for i in range(half // 40))), taps)
    yield "scroll views, and taps", doc(window_with("subviews", (
        '{"id": "s%d", "class": "UIScrollView", "frame": [200,200,1,1]}' % i for i in range(half // 70))), taps)
    yield "views nested 60 deep, and taps", doc(
        "".join('{"id": "n%d", "frame": [0,0,390,844], "subviews": [' % i for i in range(60)) + '{"id": "leaf", "frame": [0,0,1,1]}'
        + "]}" * 60, events_taps(size // 45))
    yield "recognizers on one view, and taps", doc(
        window_with("gestureRecognizers", ('{"id": "r%d", "type": "tap"}' % i for i in range(half // 35))), taps)
    yield "simultaneous pans on one view, and drags", doc(window_with("gestureRecognizers", (
        '{"id": "r%d", "type": "pan", "recognizeSimultaneouslyWith": "*"}' % i for i in range(half // 70))),
        events_taps(half // 45, drag=True))
    yield "requireToFail chain of 100,000s of taps", doc(window_with("gestureRecognizers", (
        '{"id": "r%d", "type": "tap"%s}' % (i, "" if i == 0 else ', "requireToFail": ["r%d"]' % (i - 1))
        for i in range(size // 60))), events_taps(100))
    # The most recognizers one path may hold (docs/format.md §4.9), each tapped again and again:
    # its output is a line per recognizer per tap, so it takes time in proportion to that.
    yield "100 recognizers on the path (the most), and taps", doc(
        window_with("gestureRecognizers", ('{"id": "r%d", "type": "tap"}' % i for i in range(100))), events_taps(size // 45))
    targets = size // 100
    yield "one requireToFail list of 100,000s of ids", doc(window_with("gestureRecognizers", [
        '{"id": "g", "type": "tap", "requireToFail": [%s]}' % ",".join('"r%d"' % (i % targets) for i in range(size // 20))]
        + ['{"id": "r%d", "type": "tap"}' % i for i in range(targets)]), events_taps(100))
    yield "rules of 100,000s of entries, and taps", doc(window_with("subviews", [
        '{"id": "s", "class": "UIScrollView", "frame": [0,0,390,844], "touchesShouldBegin": [%s], '
        '"subviews": [{"id": "b", "class": "UIButton", "frame": [0,0,100,100]}]}' % ",".join(
            '{"kindOf": "UISlider", "return": false}' for _ in range(half // 40))]), taps)
    yield "a startsIn rule among 100,000s of views, and taps", doc(window_with("subviews", [
        '{"id": "b", "frame": [0,0,100,100], "gestureRecognizers": [{"id": "g", "type": "tap", '
        '"shouldReceiveTouch": [{"startsIn": "v0", "return": false}]}]}']
        + ['{"id": "v%d", "frame": [200,200,1,1]}' % i for i in range(half // 40)]), taps)
    yield "hidden views over the point, and taps", doc(window_with("subviews", (
        '{"id": "v%d", "frame": [0,0,20,20], "hidden": true}' % i for i in range(size // 200))), events_taps(size // 90))
    # Finger 1 stays down on a pan that accepts every finger; fingers 2, 3… tap beside it.
    ev = ['{"t":0,"touch":1,"phase":"down","x":10,"y":10}', '{"t":10,"touch":1,"phase":"move","x":40,"y":40}']
    t, k = 20, 2
    while len(ev) * 48 < size:
        ev.append('{"t":%d,"touch":%d,"phase":"down","x":20,"y":20}' % (t, k))
        ev.append('{"t":%d,"touch":%d,"phase":"up","x":20,"y":20}' % (t + 1, k))
        t, k = t + 2, k + 1
    yield "one finger held on a pan while others tap", doc(
        WINDOW + ', "gestureRecognizers": [{"id": "p", "type": "pan"}]}', "[" + ",".join(ev) + "]")
    ev = []
    t = 0
    while len(ev) * 48 < size:
        for f in range(1, 65):
            ev.append('{"t":%d,"touch":%d,"phase":"down","x":%d,"y":20}' % (t, f, f))
        t += 1
        for f in range(1, 65):
            ev.append('{"t":%d,"touch":%d,"phase":"up","x":%d,"y":20}' % (t, f, f))
        t += 1
    yield "64 fingers down and up, over and over", doc(
        WINDOW + ', "subviews": [{"id": "b", "class": "UIButton", "frame": [0,0,100,100]}], "gestureRecognizers": [{"id": "p", "type": "pan"}]}',
        "[" + ",".join(ev) + "]")
    yield "10 MB of moves of one finger", doc(WINDOW + "}", events_taps(1)[:-1] .replace(',{"t":16,"touch":1,"phase":"up","x":10,"y":10}', "") + "," + ",".join(
        '{"t":%d,"touch":1,"phase":"move","x":%d,"y":10}' % (i + 1, i % 300) for i in range(size // 45)) + "]")


def main():
    args = sys.argv[1:]
    mb = 10
    keep = only = None
    if "--mb" in args:
        i = args.index("--mb"); mb = float(args[i + 1]); del args[i:i + 2]
    if "--keep" in args:
        i = args.index("--keep"); keep = args[i + 1]; del args[i:i + 2]
    if "--only" in args:
        i = args.index("--only"); only = args[i + 1]; del args[i:i + 2]
    binary = args[0] if args else ".build/release/touchsim"
    work = keep or tempfile.mkdtemp(prefix="touchsim-hostile-")
    os.makedirs(work, exist_ok=True)
    failed = False
    print("%-48s %5s %8s %6s %8s %9s  %s" % ("input", "exit", "seconds", "CPU s", "MB RSS", "MB input", "stderr"))
    for index, (name, text) in enumerate(cases(int(mb * 1_000_000))):
        if only and only not in name:
            continue
        path = os.path.join(work, "%02d.json" % index)
        with open(path, "w") as f:
            f.write(text)
        measured = path + ".time"
        proc = subprocess.Popen(
            ["/usr/bin/time", "-f", "%e %M %U %S", "-o", measured, binary, "replay", path],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        try:
            err = proc.communicate(timeout=30)[1].decode(errors="replace")
            with open(measured) as f:
                line = f.read().split("\n")[-2].split()
            seconds, rss, cpu = float(line[0]), int(line[1]) / 1024, float(line[2]) + float(line[3])
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()
            err, seconds, rss, cpu = "killed after 30 s", 30.0, 0.0, 0.0
        os.remove(measured)
        code = proc.returncode
        bad = code not in (0, 2) or seconds > 2 or rss > 200 or len(err) > 2000
        failed |= bad
        print("%-48s %5d %8.2f %6.2f %8.1f %9.1f  %s%s" % (
            name, code, seconds, cpu, rss, len(text) / 1e6, err.strip().replace(path, "F")[:100], "  <-- OVER" if bad else ""))
        sys.stdout.flush()
        if not keep:
            os.remove(path)
    if not keep:
        os.rmdir(work)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
