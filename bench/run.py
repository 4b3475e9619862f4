#!/usr/bin/env python3
"""make bench: speed and memory of `touchsim replay` on generated traces.

Every figure is a ratio against a baseline measured in the same run, on the same machine:
- time: replaying N events vs `cat` reading the same file (the I/O floor), and per-event cost;
- memory: peak RSS replaying 1,000,000 events vs replaying 10,000 events of the same kind
  (a streaming reader keeps this near 1).
Nothing here is asserted: it prints a table.
"""
import json, os, random, subprocess, sys, tempfile, time

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
    small, large = os.path.join(work, "10k.json"), os.path.join(work, "1m.json")
    write_trace(small, 10_000)
    write_trace(large, 1_000_000)
    rows = []
    cat_t, cat_rss = measure(["cat", large])
    for fmt in ["jsonl", "text"]:
        small_t, small_rss = measure([binary, "replay", small, "--format", fmt])
        large_t, large_rss = measure([binary, "replay", large, "--format", fmt])
        rows.append((fmt, large_t, large_t / cat_t, 1e6 / large_t, large_rss, large_rss / small_rss))
    size = os.path.getsize(large) / 1e6
    print("trace: 1,000,000 events, %.1f MB; baselines measured in this run: `cat` %.3f s, replay of 10,000 events" % (size, cat_t))
    print("%-6s %10s %14s %14s %12s %20s" % ("format", "time (s)", "time / cat", "events / s", "peak RSS", "RSS 1M / RSS 10k"))
    for fmt, t, ratio, rate, rss, rss_ratio in rows:
        print("%-6s %10.3f %13.1fx %14.0f %9.1f MB %19.2fx" % (fmt, t, ratio, rate, rss / 1024, rss_ratio))


if __name__ == "__main__":
    main()
