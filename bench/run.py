#!/usr/bin/env python3
"""make bench: speed and memory of `touchsim replay` on generated traces.

Every figure is a ratio against a baseline measured in the same run, on the same machine:
- time: replaying N events vs `cat` reading the same file (the I/O floor), and per-event cost;
- memory: peak RSS replaying 1,000,000 events vs replaying 10,000 events of the same kind.
  Two kinds: many short gestures (the summary lists every finger, so memory grows with the
  number of fingers, about 40 bytes each) and one finger dragging for all the events (memory
  stays flat: the reader streams and the engine forgets finished touches).
Nothing here is asserted: it prints a table.
"""
import json, os, random, shutil, subprocess, sys, tempfile, time

TREE = {
    "id": "window", "frame": [0, 0, 390, 844], "subviews": [{
        "id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 100000],
        "subviews": [
            {"id": "buy%d" % i, "class": "UIButton", "frame": [20, 60 + i * 120, 160, 44]} for i in range(20)
        ] + [{"id": "card", "frame": [200, 0, 190, 3000],
              "gestureRecognizers": [{"id": "cardTap", "type": "tap"},
                                     {"id": "cardPress", "type": "longPress"}]}],
    }],
}


def write_trace(path, n_events, seed=7):
    """A trace of n_events: alternating taps and drags by one finger, 16 ms apart."""
    rnd = random.Random(seed)
    t = 0.0
    with open(path, "w") as f:
        f.write('{"touchsim": 1, "name": "bench", "tree": %s, "events": [\n' % json.dumps(TREE))
        written = 0
        first = True
        while written < n_events:
            x, y = rnd.uniform(10, 380), rnd.uniform(10, 830)
            moves = rnd.choice([0, 0, 3, 12])
            batch = [("down", x, y)]
            for _ in range(moves):
                y += rnd.uniform(-30, 30)
                batch.append(("move", x, y))
            batch.append(("up", x, y))
            # The last batch may be cut short: a trace may end with a finger down.
            batch = batch[: n_events - written]
            for phase, bx, by in batch:
                f.write(("" if first else ",\n") + '{"t": %.3f, "touch": 1, "phase": "%s", "x": %.2f, "y": %.2f}' % (t, phase, bx, by))
                first = False
                t += 16
                written += 1
            t += rnd.choice([30, 400, 900])
        f.write("\n]}\n")


def write_long_drag(path, n_events):
    """One finger that goes down and drags back and forth for n_events, 8 ms apart."""
    with open(path, "w") as f:
        f.write('{"touchsim": 1, "name": "one long drag", "tree": %s, "events": [\n' % json.dumps(TREE))
        f.write('{"t": 0, "touch": 1, "phase": "down", "x": 300, "y": 400}')
        y = 400.0
        for i in range(1, n_events):
            y += 1 if (i // 300) % 2 == 0 else -1
            f.write(',\n{"t": %d, "touch": 1, "phase": "move", "x": 300, "y": %.1f}' % (i * 8, y))
        f.write("\n]}\n")


def measure(argv):
    """Wall time and peak RSS (KiB) of one child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    err = proc.stderr.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("failed: %s\n%s" % (" ".join(argv), err))
    return elapsed, usage.ru_maxrss


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/touchsim"
    work = tempfile.mkdtemp(prefix="touchsim-bench-")
    traces = {}
    for kind, writer in [("gestures", write_trace), ("one drag", write_long_drag)]:
        small, large = os.path.join(work, kind + "-10k.json"), os.path.join(work, kind + "-1m.json")
        writer(small, 10_000)
        writer(large, 1_000_000)
        traces[kind] = (small, large)
    rows = []
    try:
        rows = run_all(binary, traces)
    finally:
        shutil.rmtree(work)
    print_rows(rows)


def run_all(binary, traces):
    """Every measurement, as table rows."""
    rows = []
    for kind, (small, large) in traces.items():
        cat_t, _ = measure(["cat", large])
        for fmt in ["jsonl", "text"]:
            _, small_rss = measure([binary, "replay", small, "--format", fmt])
            large_t, large_rss = measure([binary, "replay", large, "--format", fmt])
            rows.append((kind, os.path.getsize(large) / 1e6, fmt, large_t, cat_t, 1e6 / large_t, large_rss, large_rss / small_rss))
    return rows


def print_rows(rows):
    print("1,000,000-event traces; baselines measured in this run: `cat` of the same file, and the same kind of trace with 10,000 events")
    print("%-9s %7s %-6s %9s %11s %12s %10s %17s" % ("trace", "MB", "format", "time (s)", "time / cat", "events / s", "peak RSS", "RSS 1M / RSS 10k"))
    for kind, mb, fmt, t, cat_t, rate, rss, rss_ratio in rows:
        print("%-9s %7.1f %-6s %9.3f %10.0fx %12.0f %7.1f MB %16.2fx" % (kind, mb, fmt, t, t / cat_t, rate, rss / 1024, rss_ratio))


if __name__ == "__main__":
    main()
