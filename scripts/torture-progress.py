#!/usr/bin/env python3
"""Torture test of the progress store: kills during saves and during repair, two and three
writers at once, and a full disk during repair. Not part of `cargo test`; its figures go in
issue notes.

Run (from the repository root):
    cargo build --release --examples
    scripts/torture-progress.py                      # every scenario, default counts
    scripts/torture-progress.py --scenario repair --count 300
Options: --scenario saves|repair|writers|disk|all (comma-separated), --count N (runs per
scenario; rounds per writer count for "writers"), --binary PATH (default
target/release/examples/progress_torture), --keep (keep the scratch dirs), --seed N.

What it checks (every run; exit status 1 if any run lost progress):
  saves   `save` is killed (SIGKILL) at a random moment: the progress then holds every save the
          worker reported ("saved i") and at most the one under way, the backup as much, and a
          fresh save still works.
  repair  a profile with known progress P has progress.yaml cut short, emptied or deleted (the
          backup kept); `repair` (one load) is killed after a random delay spread over how long
          a repair takes; the next load (`dump`, run to the end) must show P, and the backup
          must hold P (whole, by its check line) after each step.
  writers 2 and 3 `save` workers at once on one profile: the shared puzzle's attempts are the
          sum, each worker's own puzzle its count, the lessons the union.
  disk    (root only) the data dir on a small tmpfs, filled up so that the repair's write
          fails: nothing is lost then, and once the space is back the next load shows P.
Scratch dirs: /tmp/torture-*. Standard library only.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

NAME = "kid"
CHECK = b"# shashki check: "


def fnv1a(data):
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def whole(data):
    """Whether the bytes end with a check line that matches the text before it."""
    if not data.endswith(b"\n"):
        return False
    start = data.rfind(b"\n", 0, len(data) - 1) + 1
    line = data[start:-1]
    if not line.startswith(CHECK):
        return False
    try:
        length, digest = line[len(CHECK):].split(b" ")
        return int(length) == start and int(digest, 16) == fnv1a(data[:start])
    except ValueError:
        return False


class Tool:
    """The worker binary (examples/progress_torture.rs)."""

    def __init__(self, binary):
        self.binary = binary

    def cmd(self, *args):
        return [self.binary] + [str(a) for a in args]

    def run(self, *args):
        """Runs to the end; (return code, stdout lines, stderr)."""
        p = subprocess.run(self.cmd(*args), capture_output=True, text=True)
        return p.returncode, p.stdout.splitlines(), p.stderr.strip()

    def summary(self, *args):
        """(core, notices) of `dump DIR NAME` or `file PATH`: core is a frozenset of the
        lesson and puzzle lines; raises RuntimeError on failure."""
        rc, lines, err = self.run(*args)
        if rc != 0:
            raise RuntimeError(f"{args[0]} failed ({rc}): {err}")
        core = frozenset(l for l in lines if l.startswith(("lesson ", "puzzle ")))
        return core, [l for l in lines if l not in core]

    def dump(self, data):
        return self.summary("dump", data, NAME)


def attempts(core, puzzle):
    for line in core:
        parts = line.split(" ")
        if parts[0] == "puzzle" and parts[1] == puzzle:
            return int(parts[2])
    return 0


def lessons(core):
    return {l.split(" ")[1] for l in core if l.startswith("lesson ")}


def profile_dir(data):
    return os.path.join(data, "profiles", NAME)


def backup_holds(tool, data, want):
    """None if the backup is whole and holds `want`, else what is wrong."""
    path = os.path.join(profile_dir(data), "progress.backup.yaml")
    try:
        with open(path, "rb") as f:
            if not whole(f.read()):
                return "backup not whole"
        core, _ = tool.summary("file", path)
    except (OSError, RuntimeError) as e:
        return f"backup: {e}"
    return None if core == want else "backup holds other progress"


def kill_after(tool, delay, *args):
    """Starts the worker, kills it after `delay` s; (killed mid-run, stdout lines)."""
    p = subprocess.Popen(tool.cmd(*args), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    p.kill()
    out, _ = p.communicate()
    complete = out.decode(errors="replace").split("\n")[:-1]
    return p.returncode == -9, complete


def timed(tool, *args):
    start = time.perf_counter()
    rc, _, err = tool.run(*args)
    if rc != 0:
        raise RuntimeError(f"{args[0]} failed: {err}")
    return time.perf_counter() - start


class Result:
    def __init__(self, name, kills=False, unit="runs"):
        self.name, self.runs, self.lost, self.notes, self.failures = name, 0, 0, [], []
        self.mid = 0 if kills else None  # kills that landed while the worker ran
        self.unit = unit

    def fail(self, run, why, keep_dir=None):
        self.lost += 1
        if len(self.failures) < 5:
            self.failures.append(f"run {run}: {why}" + (f" (kept {keep_dir})" if keep_dir else ""))


def scenario_saves(tool, scratch, count, args):
    r = Result("kills during saves", kills=True)
    data = os.path.join(scratch, "saves")
    n = args.saves
    full = sorted(timed(tool, "save", data, NAME, n, "k") for _ in range(3))[1]
    base, _ = tool.dump(data)
    for run in range(count):
        mid, out = kill_after(tool, random.uniform(0, full), "save", data, NAME, n, "k")
        r.runs += 1
        r.mid += mid
        saved = [int(l.split(" ")[1]) for l in out if l.startswith("saved ")]
        last = saved[-1] if saved else -1
        # Every reported save is there, and at most the one under way besides.
        span = {p: (attempts(base, p) + last + 1, attempts(base, p) + last + 1 + mid)
                for p in ("t-k", "shared")}
        why = []
        try:
            after, _ = tool.dump(data)
            backup = os.path.join(profile_dir(data), "progress.backup.yaml")
            with open(backup, "rb") as f:
                if not whole(f.read()):
                    why.append("backup not whole")
            held, _ = tool.summary("file", backup)
            for puzzle, (lo, hi) in span.items():
                for what, core in (("file", after), ("backup", held)):
                    if not lo <= attempts(core, puzzle) <= hi:
                        why.append(f"{what} {puzzle}: {attempts(core, puzzle)} attempts, expected {lo}..{hi}")
            missing = (lessons(base) | {f"l{i % 50}" for i in range(last + 1)}) - lessons(after)
            if missing:
                why.append(f"lessons lost: {sorted(missing)}")
            rc, _, err = tool.run("save", data, NAME, 1, "fresh")
            if rc != 0:
                why.append(f"a fresh save failed: {err}")
            new, _ = tool.dump(data)
            grew = all(attempts(new, p) == attempts(after, p) + 1 for p in ("shared", "t-fresh"))
            if not grew or attempts(new, "t-k") != attempts(after, "t-k") or lessons(new) < lessons(after):
                why.append("the fresh save lost progress")
            base = new
        except (OSError, RuntimeError) as e:
            why.append(str(e))
        if why:
            r.fail(run, "; ".join(why))
            base, _ = tool.dump(data)
    r.notes.append(f"a run of {n} saves takes {full * 1000:.0f} ms (median of 3); kills spread over 0..that")
    return r


DAMAGES = ("cut short", "empty", "missing")


def damage(path, kind):
    if kind == "missing":
        os.remove(path)
        return
    size = os.path.getsize(path)
    with open(path, "r+b") as f:
        f.truncate(random.randrange(1, size) if kind == "cut short" else 0)


def make_template(tool, scratch, name):
    template = os.path.join(scratch, name)
    rc, _, err = tool.run("save", template, NAME, 60, "p")  # ~6 KB: two pages
    if rc != 0:
        raise RuntimeError(f"setting up P failed: {err}")
    p, _ = tool.dump(template)
    return template, p


def scenario_repair(tool, scratch, count, args):
    r = Result("kills during repair", kills=True)
    template, want = make_template(tool, scratch, "repair-template")
    main = lambda d: os.path.join(profile_dir(d), "progress.yaml")
    spread = {}
    for kind in DAMAGES:
        times = []
        for i in range(10):
            d = os.path.join(scratch, f"measure-{i}")
            shutil.copytree(template, d)
            damage(main(d), kind)
            times.append(timed(tool, "repair", d, NAME))
            shutil.rmtree(d)
        spread[kind] = sum(times) / len(times)
    per_kind = {k: [0, 0, 0] for k in DAMAGES}  # runs, mid-run, lost
    lost_mid = 0
    for run in range(count):
        d = os.path.join(scratch, f"repair-{run}")
        shutil.copytree(template, d)
        kind = random.choice(DAMAGES)
        damage(main(d), kind)
        mid, _ = kill_after(tool, random.uniform(0, spread[kind]), "repair", d, NAME)
        r.runs += 1
        r.mid += mid
        per_kind[kind][0] += 1
        per_kind[kind][1] += mid
        why = []
        bad = backup_holds(tool, d, want)
        if bad:
            why.append(f"after the kill: {bad}")
        try:
            got, notices = tool.dump(d)
            if got != want:
                why.append(f"next load shows {len(lessons(got))} lessons, "
                           f"{attempts(got, 'shared')} attempts (P: {len(lessons(want))}, "
                           f"{attempts(want, 'shared')})")
        except RuntimeError as e:
            why.append(str(e))
        bad = backup_holds(tool, d, want)
        if bad:
            why.append(f"after the next load: {bad}")
        keep = args.keep or (why and len(r.failures) < 3)
        if why:
            r.fail(run, f"{kind}, {'mid-run' if mid else 'after exit'}: " + "; ".join(why),
                   d if keep else None)
            per_kind[kind][2] += 1
            lost_mid += mid
        if not keep:
            shutil.rmtree(d)
    for kind, (runs, mid, lost) in per_kind.items():
        r.notes.append(f"{kind}: {runs} runs, {mid} mid-run, {lost} lost; a repair run takes "
                       f"{spread[kind] * 1000:.1f} ms (mean of 10), kills spread over 0..that")
    r.notes.append(f"lost with the kill mid-run: {lost_mid}, after exit: {r.lost - lost_mid}")
    return r


def scenario_writers(tool, scratch, count, args):
    r = Result("two and three writers", unit="rounds")
    n = args.writer_saves
    for writers in (2, 3):
        lost_before = r.lost
        for run in range(count):
            d = os.path.join(scratch, f"writers{writers}-{run}")
            procs = [subprocess.Popen(tool.cmd("save", d, NAME, n, f"w{k}"), stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE, text=True) for k in range(writers)]
            why = [f"writer {k} failed: {p.communicate()[1].strip()}"
                   for k, p in enumerate(procs) if p.wait() != 0]
            for p in procs:
                p.communicate()
            r.runs += 1
            try:
                got, _ = tool.dump(d)
                if attempts(got, "shared") != writers * n:
                    why.append(f"shared: {attempts(got, 'shared')} attempts, expected {writers * n}")
                for k in range(writers):
                    if attempts(got, f"t-w{k}") != n:
                        why.append(f"t-w{k}: {attempts(got, f't-w{k}')} attempts, expected {n}")
                if lessons(got) != {f"l{i % 50}" for i in range(n)}:
                    why.append("lessons are not the union")
                profiles = os.listdir(os.path.join(d, "profiles"))
                if profiles != [NAME]:
                    why.append(f"profiles: {profiles}")
            except (RuntimeError, OSError) as e:
                why.append(str(e))
            if why:
                r.fail(run, f"{writers} writers: " + "; ".join(why))
            if not args.keep:
                shutil.rmtree(d)
        r.notes.append(f"{writers} writers x {n} saves: {count} rounds, {r.lost - lost_before} lost")
    return r


def scenario_disk(tool, scratch, count, args):
    r = Result("full disk during repair")
    if os.geteuid() != 0:
        r.notes.append("skipped: needs root")
        return r
    template, want = make_template(tool, scratch, "disk-template")
    mnt = os.path.join(scratch, "disk")
    os.mkdir(mnt)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mnt],
                      capture_output=True).returncode != 0:
        r.notes.append("skipped: needs root (mount -t tmpfs failed)")
        return r
    per_kind = {k: [0, 0, 0, 0] for k in DAMAGES}  # runs, repair failed while full, P shown then, lost
    try:
        for run in range(count):
            for entry in os.listdir(mnt):
                shutil.rmtree(os.path.join(mnt, entry))
            d = os.path.join(mnt, "data")
            shutil.copytree(template, d)
            kind = random.choice(DAMAGES)
            path = os.path.join(profile_dir(d), "progress.yaml")
            damage(path, kind)
            damaged = b"" if kind == "missing" else open(path, "rb").read()
            filler = os.path.join(mnt, "filler")
            with open(filler, "wb", buffering=0) as f:
                try:
                    while True:
                        f.write(b"\0" * 4096)
                except OSError:
                    pass
            # Mostly no page free; one (a write cut short) or two (room for the file) now and then.
            free = random.choice([0, 0, 4096, 8192])
            os.truncate(filler, max(0, os.path.getsize(filler) - free))
            r.runs += 1
            why = []
            rc, _, _ = tool.run("repair", d, NAME)
            per_kind[kind][0] += 1
            # Put off while the disk is full: the load failed, or no whole file took the
            # damaged one's place.
            restored = os.path.isfile(path) and whole(open(path, "rb").read())
            per_kind[kind][1] += rc != 0 or not restored
            bad = backup_holds(tool, d, want)
            if bad:
                why.append(f"disk full: {bad}")
            kept = [os.path.join(profile_dir(d), f) for f in os.listdir(profile_dir(d))
                    if f == "progress.yaml" or f.startswith("progress.yaml.damaged-")]
            contents = [open(p, "rb").read() for p in kept]
            if kind != "missing" and damaged not in contents and not any(whole(c) for c in contents):
                why.append("disk full: the damaged file is gone and none whole took its place")
            try:
                per_kind[kind][2] += tool.dump(d)[0] == want
            except RuntimeError:
                pass
            os.remove(filler)
            rc, _, err = tool.run("repair", d, NAME)
            if rc != 0:
                why.append(f"repair with space back failed: {err}")
            try:
                got, _ = tool.dump(d)
                if got != want:
                    why.append(f"space back: load shows {len(lessons(got))} lessons, "
                               f"{attempts(got, 'shared')} attempts (P: {len(lessons(want))}, "
                               f"{attempts(want, 'shared')})")
            except RuntimeError as e:
                why.append(str(e))
            if why:
                r.fail(run, f"{kind}, {free} bytes free: " + "; ".join(why))
                per_kind[kind][3] += 1
    finally:
        subprocess.run(["umount", mnt])
    r.notes.append("256 KiB tmpfs, filled up to 0, 1 or 2 pages free")
    for kind, (runs, failed, shown, lost) in per_kind.items():
        r.notes.append(f"{kind}: {runs} runs; disk full: the repair was put off {failed}, the load "
                       f"showed P {shown}; space back: {lost} lost")
    return r


SCENARIOS = {
    "saves": (scenario_saves, 300),
    "repair": (scenario_repair, 300),
    "writers": (scenario_writers, 20),
    "disk": (scenario_disk, 20),
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scenario", default="all", help="saves, repair, writers, disk or all (comma-separated)")
    ap.add_argument("--count", type=int, help="runs per scenario (default: 300, 300, 20, 20)")
    ap.add_argument("--binary", default="target/release/examples/progress_torture")
    ap.add_argument("--keep", action="store_true", help="keep the scratch dirs")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--saves", type=int, default=100, help="saves per killed save run")
    ap.add_argument("--writer-saves", type=int, default=200, help="saves per writer")
    args = ap.parse_args()
    names = list(SCENARIOS) if args.scenario == "all" else args.scenario.split(",")
    unknown = [n for n in names if n not in SCENARIOS]
    if unknown:
        ap.error(f"unknown scenario {unknown}")
    if not os.access(args.binary, os.X_OK):
        ap.error(f"{args.binary} not found: cargo build --release --examples")
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    random.seed(seed)
    tool = Tool(os.path.abspath(args.binary))
    scratch = tempfile.mkdtemp(prefix="torture-", dir="/tmp")
    print(f"seed {seed}, scratch {scratch}")
    results = []
    try:
        for name in names:
            fn, default = SCENARIOS[name]
            t = time.perf_counter()
            res = fn(tool, scratch, args.count or default, args)
            res.notes.append(f"{time.perf_counter() - t:.1f} s")
            results.append(res)
    finally:
        kept = args.keep or any(r.failures for r in results)
        if not kept:
            shutil.rmtree(scratch, ignore_errors=True)
    print()
    print(f"{'scenario':26} {'runs':>5} {'mid-run':>8} {'lost':>5}")
    for res in results:
        mid = "-" if res.mid is None else res.mid
        print(f"{res.name:26} {res.runs:5} {mid:>8} {res.lost:5}")
    print()
    for res in results:
        mid = "" if res.mid is None else f", {res.mid} landed mid-run"
        print(f"{res.name}: {res.runs} {res.unit}{mid}, {res.lost} lost")
        for note in res.notes:
            print(f"    {note}")
        for failure in res.failures:
            print(f"    FAIL {failure}")
    if kept:
        print(f"scratch kept: {scratch}")
    sys.exit(1 if any(r.lost for r in results) else 0)


if __name__ == "__main__":
    main()
